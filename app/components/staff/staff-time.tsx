// Staff read every time in Waco time, zone named, whatever the server's or browser's zone.
const wacoTime = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

export function StaffTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{wacoTime.format(new Date(iso))}</time>;
}
