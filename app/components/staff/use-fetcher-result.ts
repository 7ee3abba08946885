import type { FetcherWithComponents } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The answer to a fetcher form's latest submission, once it is back to idle:
 * the action's data, or undefined when the action redirected (our success).
 * A redirect leaves fetcher.data as it was, so success is "no new data"; the
 * data is taken when the form is submitted (pass `onSubmit` to the form),
 * since renders of the busy states may be skipped. `onSettled` runs once per
 * submission with the same value.
 */
export function useFetcherResult<Data>(
  fetcher: FetcherWithComponents<Data>,
  onSettled?: (result: Data | undefined) => void,
) {
  const [result, setResult] = useState<Data>();
  const latestData = useRef(fetcher.data);
  latestData.current = fetcher.data;
  const submission = useRef<{ dataBefore: Data | undefined; sawBusy: boolean } | null>(null);
  const onSettledRef = useRef(onSettled);
  onSettledRef.current = onSettled;

  useEffect(() => {
    const current = submission.current;
    if (!current) return;
    if (fetcher.state !== "idle") {
      current.sawBusy = true;
      return;
    }
    const answered = fetcher.data !== undefined && fetcher.data !== current.dataBefore;
    if (!answered && !current.sawBusy) return; // submitted, not under way yet
    submission.current = null;
    const settled = answered ? fetcher.data : undefined;
    setResult(settled);
    onSettledRef.current?.(settled);
  }, [fetcher.state, fetcher.data]);

  const onSubmit = useCallback(() => {
    submission.current = { dataBefore: latestData.current, sawBusy: false };
  }, []);

  return { result: fetcher.state === "idle" ? result : undefined, onSubmit };
}
