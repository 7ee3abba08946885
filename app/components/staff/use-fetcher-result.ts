import type { FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

const IDLE = Symbol("idle");

/**
 * The answer to a fetcher's latest submission, once it is back to idle: the
 * action's data, or undefined when the action redirected (our success). A
 * redirect leaves fetcher.data as it was, so success is "no new data".
 * `onSettled` runs once per submission with the same value.
 */
export function useFetcherResult<Data>(
  fetcher: FetcherWithComponents<Data>,
  onSettled?: (result: Data | undefined) => void,
): Data | undefined {
  const [result, setResult] = useState<Data>();
  const dataBeforeSubmit = useRef<unknown>(IDLE);
  const onSettledRef = useRef(onSettled);
  onSettledRef.current = onSettled;

  useEffect(() => {
    if (fetcher.state !== "idle") {
      if (dataBeforeSubmit.current === IDLE) dataBeforeSubmit.current = fetcher.data;
      return;
    }
    if (dataBeforeSubmit.current === IDLE) return;
    const answered = fetcher.data !== undefined && fetcher.data !== dataBeforeSubmit.current;
    dataBeforeSubmit.current = IDLE;
    const settled = answered ? fetcher.data : undefined;
    setResult(settled);
    onSettledRef.current?.(settled);
  }, [fetcher.state, fetcher.data]);

  return fetcher.state === "idle" ? result : undefined;
}
