import { DateTime } from "luxon";

import { business } from "~/content/business";
import { standingOf } from "~/estimates/estimates.server";
import { wacoDate } from "~/leads/follow-up";
import { db } from "~/platform/db.server";

import { trafficSource } from "./traffic-source";

/** How many of the latest estimate events the staff home lists. */
const LATEST_EVENTS = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Step {
  count: number;
  /** Their value: the sent totals, or the accepted totals (optional lines as ticked); null for a reader without money. */
  cents: number | null;
}

const median = (values: number[]) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The estimate funnel of a period (issue #46): the estimates first sent in it, how many the
 * customer opened, accepted, declined or let expire, with their values and the median days from the first
 * sending to the answer, overall and by the lead's source; then the latest estimate events.
 * Money is left out (null) for a reader who does not see it (decision 073).
 */
export async function estimateFunnel(since: string, until: string, showMoney: boolean) {
  const rows = await db
    .selectFrom("estimates")
    .innerJoin("leads", "leads.id", "estimates.leadId")
    .innerJoin("estimateVersions as live", "live.id", "estimates.versionId")
    .leftJoin("estimateAcceptances as acceptance", "acceptance.versionId", "live.id")
    .select([
      "estimates.status",
      "estimates.decidedAt",
      "live.baseTotalCents",
      "live.expiresOn",
      "acceptance.totalCents as acceptedCents",
      "leads.utmSource",
      "leads.utmMedium",
      "leads.referrerHost",
      "leads.sourcePage",
      (eb) =>
        eb
          .selectFrom("estimateVersions as first")
          .select((inner) => inner.fn.min("first.sentAt").as("at"))
          .whereRef("first.estimateId", "=", "estimates.id")
          .as("firstSentAt"),
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom("estimateVersions as seen")
              .select("seen.id")
              .whereRef("seen.estimateId", "=", "estimates.id")
              .where("seen.viewedAt", "is not", null),
          )
          .as("viewed"),
    ])
    .execute();
  const inPeriod = rows.filter((row) => row.firstSentAt && row.firstSentAt >= since && row.firstSentAt < until);
  const step = (chosen: typeof inPeriod, cents: (row: (typeof inPeriod)[number]) => number): Step => ({
    count: chosen.length,
    cents: showMoney ? chosen.reduce((sum, row) => sum + cents(row), 0) : null,
  });
  const sentValue = (row: (typeof inPeriod)[number]) => row.baseTotalCents;
  const accepted = inPeriod.filter((row) => row.status === "accepted");
  const declined = inPeriod.filter((row) => row.status === "declined");
  const today = wacoDate(new Date());
  const expired = inPeriod.filter((row) => standingOf(row, row, today) === "expired");
  const decided = [...accepted, ...declined].filter((row) => row.decidedAt);
  const bySource = new Map<string, { source: string; sent: number; accepted: number; acceptedCents: number | null }>();
  for (const row of inPeriod) {
    const source = trafficSource({ ...row, referrer: row.referrerHost });
    const entry = bySource.get(source) ?? { source, sent: 0, accepted: 0, acceptedCents: showMoney ? 0 : null };
    entry.sent += 1;
    if (row.status === "accepted") {
      entry.accepted += 1;
      if (entry.acceptedCents !== null) entry.acceptedCents += row.acceptedCents ?? 0;
    }
    bySource.set(source, entry);
  }
  return {
    sent: step(inPeriod, sentValue),
    viewed: step(
      inPeriod.filter((row) => Boolean(row.viewed)),
      sentValue,
    ),
    accepted: step(accepted, (row) => row.acceptedCents ?? 0),
    declined: step(declined, sentValue),
    expired: step(expired, sentValue),
    medianDaysToDecide: median(
      decided.map((row) => (Date.parse(row.decidedAt!) - Date.parse(row.firstSentAt!)) / DAY_MS),
    ),
    bySource: [...bySource.values()].sort((a, b) => b.sent - a.sent || a.source.localeCompare(b.source)),
    latest: await latestEstimateEvents(since, until, showMoney),
  };
}

export type EstimateFunnel = Awaited<ReturnType<typeof estimateFunnel>>;

type EventKind = "sent" | "viewed" | "accepted" | "declined" | "expired";

/** An estimate expires when its last day ends in Waco: the start of the next day. */
const expiredAt = (expiresOn: string) =>
  DateTime.fromISO(expiresOn, { zone: business.timeZone }).plus({ days: 1 }).toUTC().toISO()!;

/**
 * The period's latest estimate events (sent, opened, accepted, declined, expired), newest first, with
 * the lead they belong to: read from the estimates' own times, not the timeline's (a table of
 * every lead's events, with no index by time).
 */
async function latestEstimateEvents(since: string, until: string, showMoney: boolean) {
  const versions = await db
    .selectFrom("estimateVersions as version")
    .innerJoin("estimates", "estimates.id", "version.estimateId")
    .innerJoin("leads", "leads.id", "estimates.leadId")
    .leftJoin("estimateAcceptances as acceptance", "acceptance.versionId", "version.id")
    .select([
      "version.id",
      "version.estimateId",
      "version.number",
      "version.sentAt",
      "version.viewedAt",
      "version.baseTotalCents",
      "version.expiresOn",
      "estimates.versionId as liveId",
      "estimates.status",
      "estimates.decidedAt",
      "acceptance.totalCents as acceptedCents",
      "leads.id as leadId",
      "leads.name",
    ])
    .where((eb) =>
      eb.or([
        eb("version.sentAt", ">=", since),
        eb("estimates.decidedAt", ">=", since),
        eb("version.expiresOn", ">=", wacoDate(new Date(Date.parse(since) - DAY_MS))),
      ]),
    )
    .execute();
  const today = wacoDate(new Date());
  const events = versions.flatMap((version) => {
    const made = (kind: EventKind, at: string | null, cents: number) =>
      at && at >= since && at < until
        ? [
            {
              key: `${kind}-${version.id}`,
              kind,
              at,
              leadId: version.leadId,
              name: version.name,
              estimateId: version.estimateId,
              cents: showMoney ? cents : null,
            },
          ]
        : [];
    const live = version.id === version.liveId;
    return [
      ...made("sent", version.sentAt, version.baseTotalCents),
      ...made("viewed", version.viewedAt, version.baseTotalCents),
      ...(live && (version.status === "accepted" || version.status === "declined")
        ? made(version.status, version.decidedAt, version.acceptedCents ?? version.baseTotalCents)
        : []),
      ...(live && version.sentAt && standingOf(version, version, today) === "expired"
        ? made("expired", expiredAt(version.expiresOn), version.baseTotalCents)
        : []),
    ];
  });
  return events.sort((a, b) => b.at.localeCompare(a.at) || b.key.localeCompare(a.key)).slice(0, LATEST_EVENTS);
}
