import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import type { StaffActionError } from "~/staff/staff-actions.server";

import { useShowToast } from "../toaster";

const IDLE = Symbol("idle");

/**
 * One staff form posted to its page's action: with JavaScript through a
 * fetcher (the page stays put), without it as a plain post. Success redirects
 * with a toast (PRG); a failure answers StaffActionError, shown beside the
 * form with the submitted values kept, and with JavaScript also as a toast.
 */
export function useStaffForm(intent: string, { resetOnSuccess = false } = {}) {
  const fetcher = useFetcher<StaffActionError>();
  const actionData = useActionData<StaffActionError>();
  const formRef = useRef<HTMLFormElement>(null);
  const showToast = useShowToast();
  const [fetched, setFetched] = useState<StaffActionError>();
  // A redirect leaves fetcher.data as it was, so success is "no new data".
  const dataBeforeSubmit = useRef<unknown>(IDLE);

  useEffect(() => {
    if (fetcher.state !== "idle") {
      if (dataBeforeSubmit.current === IDLE) dataBeforeSubmit.current = fetcher.data;
      return;
    }
    if (dataBeforeSubmit.current === IDLE) return;
    const failed = fetcher.data !== undefined && fetcher.data !== dataBeforeSubmit.current;
    dataBeforeSubmit.current = IDLE;
    if (failed) {
      setFetched(fetcher.data);
      showToast({ ...fetcher.data!.error, variant: "destructive" });
    } else {
      setFetched(undefined);
      if (resetOnSuccess) formRef.current?.reset();
    }
  }, [fetcher.state, fetcher.data, showToast, resetOnSuccess]);

  const posted = actionData?.intent === intent ? actionData : undefined;
  const busy = fetcher.state !== "idle";
  const error = busy ? undefined : (fetched ?? posted)?.error;
  // With JavaScript the inputs still hold what was typed; only a plain post needs them refilled.
  return { fetcher, formRef, busy, error, values: posted?.values ?? {} };
}
