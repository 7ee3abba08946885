import { useActionData, useFetcher } from "@remix-run/react";
import { useRef } from "react";

import type { StaffActionError } from "~/staff/staff-actions.server";

import { useShowToast } from "../toaster";
import { useFetcherResult } from "./use-fetcher-result";

/**
 * One staff form posted to its page's action: with JavaScript through a
 * fetcher (the page stays put), without it as a plain post. Success redirects
 * with a toast (PRG); a failure answers StaffActionError, shown beside the
 * form with the submitted values kept, and with JavaScript also as a toast.
 */
export function useStaffForm(
  intent: string,
  {
    resetOnSuccess = false,
    scope = {},
  }: {
    resetOnSuccess?: boolean;
    /** Fields that tell this form from others with the same intent (e.g. one Remove per account). */
    scope?: Record<string, string>;
  } = {},
) {
  const fetcher = useFetcher<StaffActionError>();
  const actionData = useActionData<StaffActionError>();
  const formRef = useRef<HTMLFormElement>(null);
  const showToast = useShowToast();
  const { result: fetched, onSubmit } = useFetcherResult(fetcher, (failure) => {
    if (failure) showToast({ ...failure.error, variant: "destructive" });
    else if (resetOnSuccess) formRef.current?.reset();
  });
  const isThisForm =
    actionData?.intent === intent && Object.entries(scope).every(([name, value]) => actionData.values[name] === value);
  const posted = isThisForm ? actionData : undefined;
  const busy = fetcher.state !== "idle";
  const error = busy ? undefined : (fetched ?? posted)?.error;
  // With JavaScript the inputs still hold what was typed; only a plain post needs them refilled.
  return { fetcher, form: { ref: formRef, onSubmit }, busy, error, values: posted?.values ?? {} };
}
