import { formatWacoTime } from "~/clock/waco-time";

/** A time as staff read it: Waco time, zone named, whatever the server's or browser's zone. */
export function StaffTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatWacoTime(iso)}</time>;
}
