import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";

import { useShowToast } from "~/components/kit";

/** A staff form's answer: Conform's submission result. */
export type Reply = SubmissionResult<string[]>;

/**
 * What heads an error: the form's own (a refusal) and, by field name, a field's ("Invalid Email").
 * An error without a title shows its message alone.
 */
export type ErrorTitles = { form?: string; fields?: Record<string, string> };

/** The first error of a failed answer, titled for a toast (by its message when it has no title). */
function firstError(reply: Reply, titles: ErrorTitles) {
  const [name, messages] = Object.entries(reply.error ?? {}).find(([, errors]) => errors?.length) ?? [];
  if (name === undefined || !messages?.[0]) return undefined;
  const title = titles.fields?.[name] ?? titles.form;
  return title ? { title, description: messages[0] } : { title: messages[0] };
}

/** A fetcher's failed answer as a toast (its first error), once per answer. */
export function useErrorToast(reply: Reply | undefined, titles: ErrorTitles) {
  const showToast = useShowToast();
  useEffect(() => {
    const error = reply && firstError(reply, titles);
    if (error) showToast({ ...error, variant: "destructive" });
    // Once per answer: the titles are the form's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply, showToast]);
}
