import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useActionData, useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";

import { useShowToast } from "~/components/kit";

import { useFetcherResult } from "./use-fetcher-result";

/** What heads an error: the form's own (a refusal) and, by field name, a field's ("Invalid Email"). */
export type ErrorTitles = { form: string; fields?: Record<string, string> };

type FormOptions<Fields extends Record<string, unknown>> = Omit<
  Parameters<typeof useForm<Fields>>[0],
  "id" | "lastResult" | "onSubmit"
>;

/** The first error of a failed answer, titled for a toast. */
function firstError(result: SubmissionResult<string[]>, titles: ErrorTitles) {
  const [name, messages] = Object.entries(result.error ?? {}).find(([, errors]) => errors?.length) ?? [];
  if (name === undefined || !messages) return undefined;
  return { title: titles.fields?.[name] ?? titles.form, description: messages[0] };
}

/**
 * One staff form posted to its page's action, on Conform: with JavaScript
 * through a fetcher (the page stays put), without it as a plain post. Success
 * redirects with a toast (PRG) and clears the form's errors (`resetOnSuccess`:
 * empties its boxes too); a failure answers Conform's submission result, shown
 * beside its fields with the submitted values kept, and with JavaScript also as
 * a toast. The answer reaches only the form that was sent: the one with this
 * intent and `scope` (e.g. one Remove per account).
 */
export function useFetcherForm<Fields extends Record<string, unknown>>({
  intent,
  scope = {},
  titles,
  resetOnSuccess = false,
  ...options
}: FormOptions<Fields> & {
  intent: string;
  scope?: Record<string, string>;
  titles: ErrorTitles;
  resetOnSuccess?: boolean;
}) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const actionData = useActionData<SubmissionResult<string[]> | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const showToast = useShowToast();
  // A success is a redirect, with no answer for Conform: this one clears its errors and keeps what the boxes hold.
  const [succeeded, setSucceeded] = useState<SubmissionResult<string[]>>();
  const { result: fetched, onSubmit } = useFetcherResult(fetcher, (failure) => {
    const error = failure && firstError(failure, titles);
    if (error) showToast({ ...error, variant: "destructive" });
    if (failure) return;
    // A native reset empties the boxes; Conform hears it and clears its errors.
    if (resetOnSuccess) formRef.current?.reset();
    else setSucceeded({ status: "success", error: {} });
  });
  const sent = actionData?.initialValue;
  const isThisForm = sent?.intent === intent && Object.entries(scope).every(([name, value]) => sent[name] === value);
  const busy = fetcher.state !== "idle";
  const [form, fields] = useForm<Fields>({
    ...options,
    id: [intent, ...Object.values(scope)].join("-"),
    lastResult: busy ? undefined : (fetched ?? succeeded ?? (isThisForm ? actionData : undefined)),
    onSubmit,
  });
  return { fetcher, form, fields, busy, formProps: { ...getFormProps(form), ref: formRef } };
}
