import { DateTime } from "luxon";

/**
 * The one contact policy (issue #40): whether a message may go, decided when it is sent,
 * never when it is queued. `decideContact` reads the facts a message kind gathered at
 * send time through one table of rules; the first rule that holds a message says why.
 */

/** Messages to customers, not answering their own action, go only within these hours (one setting). */
export const CUSTOMER_HOURS = { from: 9, until: 19, zone: "America/Chicago" } as const;

/**
 * Texas' hours for messages nobody asked for just now (Bus. & Com. Code §304.151): 9 a.m.-9 p.m.,
 * Sundays from noon. The customer hours above sit inside them; texts also wait for Sunday noon.
 */
export const TEXAS_SUNDAY_FROM = 12;

/** What one mailbox may get in a day from us, whatever the kinds: a busy customer's day is about 7. */
export const MAILBOX_PER_DAY = 8;

/** A lead as the policy sees it: its state, with Job done apart from Won; `deleted`: it is gone. */
export type LeadStanding = "open" | "contacted" | "won" | "job-done" | "lost" | "deleted";

export interface ContactFacts {
  audience: "customer" | "office";
  /** It answers the customer's own action (a quote request, a booking): any hour. */
  answersCustomer: boolean;
  /** How it goes; a text's "unsubscribed" is an opt-out word (STOP, BAJA). Email when not said. */
  channel?: "email" | "text";
  now: Date;
  /** The lead the message is about, if any. */
  lead?: LeadStanding;
  /** A review request: only while the lead is Won with its job-done day. */
  needsJobDone?: boolean;
  /** A visit message: whether the visit is still booked, and, for On my way, its window. */
  visit?: { booked: boolean; startsAt?: Date; endsAt?: Date; needsWindow?: boolean };
  /** The customer's address unsubscribed (matched on the normalised mailbox). */
  unsubscribed?: boolean;
  /** Messages this mailbox got in the past day. */
  mailboxSentToday?: number;
  /** The kind's own ration, e.g. a visit's moves: how many went in the past day, and how many may. */
  ration?: { sentToday: number; perDay: number; what: string };
  /** Past this moment the message says something untrue ("Tomorrow" on the day itself). */
  staleAt?: Date;
  staleWhy?: string;
  /** The address was proven by a link sent there, or staff said so: the visitor's free text may go. */
  addressConfirmed?: boolean;
}

export type ContactDecision =
  { action: "send"; withFreeText: boolean } | { action: "hold"; why: string } | { action: "later"; at: Date };

const standingLabel: Record<LeadStanding, string> = {
  open: "open",
  contacted: "contacted",
  won: "Won without a job-done day",
  "job-done": "Job done",
  lost: "Lost",
  deleted: "deleted",
};

/** How long before its window On my way may still go (a crew leaving early). */
const ON_MY_WAY_LEAD_MS = 3 * 60 * 60 * 1000;

interface Rule {
  name: string;
  /** Why the message is held, or nothing when the rule lets it go. */
  holds: (facts: ContactFacts) => string | false | undefined;
}

export const contactRules: Rule[] = [
  { name: "deleted lead", holds: (f) => f.lead === "deleted" && "lead is deleted" },
  {
    name: "closed lead",
    holds: (f) => f.audience === "customer" && f.lead === "lost" && "lead is Lost",
  },
  {
    name: "review only for a job done",
    holds: (f) => f.needsJobDone && f.lead !== "job-done" && `lead is ${standingLabel[f.lead ?? "open"]}`,
  },
  { name: "visit still booked", holds: (f) => f.visit && !f.visit.booked && "visit is no longer booked" },
  {
    name: "On my way inside the window",
    holds: (f) => {
      const { visit, now } = f;
      if (!visit?.needsWindow || !visit.startsAt || !visit.endsAt) return false;
      const inside = now.getTime() >= visit.startsAt.getTime() - ON_MY_WAY_LEAD_MS && now <= visit.endsAt;
      return !inside && "outside the visit's window";
    },
  },
  {
    name: "unsubscribed",
    holds: (f) =>
      f.audience === "customer" &&
      f.unsubscribed &&
      (f.channel === "text" ? "number texted an opt-out word (STOP, BAJA)" : "address unsubscribed"),
  },
  {
    name: "ration per mailbox",
    holds: (f) =>
      f.audience === "customer" &&
      (f.mailboxSentToday ?? 0) >= MAILBOX_PER_DAY &&
      `rationed: ${f.mailboxSentToday} emails to this address in a day`,
  },
  {
    name: "ration per subject",
    holds: (f) => f.ration && f.ration.sentToday >= f.ration.perDay && `rationed: ${f.ration.what}`,
  },
  { name: "stale", holds: (f) => f.staleAt && f.now >= f.staleAt && `too late: ${f.staleWhy ?? "its moment passed"}` },
];

/** The hour the customer hours open on that local day: 9, or noon on a Sunday for a text (Texas). */
const opensAt = (local: DateTime, channel: ContactFacts["channel"]) =>
  channel === "text" && local.weekday === 7 ? TEXAS_SUNDAY_FROM : CUSTOMER_HOURS.from;

/** Whether `at` is within the customer hours. */
export function inCustomerHours(at: Date, channel: ContactFacts["channel"] = "email") {
  const local = DateTime.fromJSDate(at, { zone: CUSTOMER_HOURS.zone });
  return local.hour >= opensAt(local, channel) && local.hour < CUSTOMER_HOURS.until;
}

/** `at` itself within the customer hours, else the next opening (9 a.m. in Waco; a text on Sunday: noon). */
export function nextCustomerHour(at: Date, channel: ContactFacts["channel"] = "email") {
  if (inCustomerHours(at, channel)) return at;
  const local = DateTime.fromJSDate(at, { zone: CUSTOMER_HOURS.zone });
  const day = local.hour < opensAt(local, channel) ? local : local.plus({ days: 1 });
  return day.set({ hour: opensAt(day, channel), minute: 0, second: 0, millisecond: 0 }).toJSDate();
}

/** The one decision: held by the first rule that says why, kept for the customer hours, or sent. */
export function decideContact(facts: ContactFacts): ContactDecision {
  for (const rule of contactRules) {
    const why = rule.holds(facts);
    if (why) return { action: "hold", why };
  }
  if (facts.audience === "customer" && !facts.answersCustomer && !inCustomerHours(facts.now, facts.channel))
    return { action: "later", at: nextCustomerHour(facts.now, facts.channel) };
  return { action: "send", withFreeText: facts.audience === "office" || facts.addressConfirmed !== false };
}
