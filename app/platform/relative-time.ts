const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "always", style: "short" });

const steps = [
  { unit: "minute", ms: 60_000, below: 60 },
  { unit: "hour", ms: 3_600_000, below: 24 },
  { unit: "day", ms: 86_400_000, below: Infinity },
] as const;

/** "12 min. ago", "3 hr. ago", "2 days ago": from a moment the server fixes, so both renders agree. */
export function formatAgo(iso: string, nowIso: string) {
  const elapsed = Math.max(0, Date.parse(nowIso) - Date.parse(iso));
  if (elapsed < 60_000) return "just now";
  for (const { unit, ms, below } of steps) {
    const value = Math.floor(elapsed / ms);
    if (value < below) return relative.format(-value, unit);
  }
  return relative.format(-Math.floor(elapsed / 86_400_000), "day");
}
