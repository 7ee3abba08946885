import type { Kysely } from "kysely";

import { business } from "~/content/business";
import { stormText } from "~/content/storm-text";
import { fillText } from "~/content/ui-text";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { defineMessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";
import { getTextProvider } from "~/platform/messages/text-providers.server";
import { hasSlipped } from "~/storm/pace";
import { zipOf } from "~/storm/queue-order";
import { stormQueue } from "~/storm/storm-queue.server";
import { getStormSettings } from "~/storm/storm-settings.server";
import { callTime, waitPhrase } from "~/storm/storm-words";
import type { StormTier } from "~/storm/tiers";

import type { Database } from "../../../db/schema";
import { leadStanding } from "../lead-standing";
import { answerable } from "./customer-email.server";
import { defineCustomerText, textableNumber } from "./customer-texts.server";
import { renderEmail } from "./lead-email.server";

/**
 * The owner's bulk update in a storm (issue #47 item 4): one message, in the owner's words, to
 * every lead still waiting for a call in a tier or a ZIP code ("crews in 76710 tomorrow"), by
 * email and by text where the lead agreed to texts, through the one message core. Each lead gets
 * at most one a day however often it is pressed: the core's ration per lead holds the rest, on
 * the lead's timeline with why.
 */
const BULK_EMAIL = "storm-update";
const BULK_TEXT = "storm-update-text";
const DAY = { perDay: 1, what: "one storm update a day" };

/** The lead a storm message is for while it still waits for a call, or why the message is dropped. */
async function waitingLead(trx: Kysely<Database>, leadId: number) {
  const lead = await trx.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
  if (!lead) return { drop: "lead is deleted" };
  if (lead.isContacted) return { drop: "the lead was called" };
  return lead;
}

interface BulkData {
  message: string;
}

const messageOf = (data: string | null) => (JSON.parse(data ?? "{}") as Partial<BulkData>).message ?? "";

/** The subject: the message's first words, on one line. */
function subjectOf(message: string) {
  const line = message.replace(/\s+/g, " ").trim();
  return line.length <= 60 ? line : `${line.slice(0, 59).trimEnd()}…`;
}

defineMessageKind({
  kind: BULK_EMAIL,
  label: "Storm update",
  audience: "customer",
  prepare: async (trx, row) => {
    const lead = await waitingLead(trx, row.leadId!);
    if ("drop" in lead) return lead;
    if (!lead.email) return { hold: "no email address" };
    const to = lead.email;
    const extras = await answerable(trx, lead, to);
    // The owner's words only, in whatever language they wrote them: the business's name says who
    // writes, the footer how to stop these emails (the contact policy's two demands); no framing.
    const message = messageOf(row.data);
    const email = renderEmail({
      // One message goes to English and Spanish leads alike, in whichever language the owner wrote
      // it: the email claims no language; its footer is in the lead's (decision 087).
      lang: null,
      subject: `${business.name}: ${subjectOf(message)}`,
      heading: business.name,
      intro: message,
      rows: [],
      link: { href: getEnv().SITE_URL, label: business.name },
      footer: { ...extras.footer, lang: lead.language },
    });
    return {
      to,
      facts: { lead: leadStanding(lead) },
      ration: { key: `${BULK_EMAIL}:${lead.id}`, ...DAY },
      render: () => [extras.emailRow(BULK_EMAIL, email)],
    };
  },
});

defineCustomerText({
  kind: BULK_TEXT,
  label: "Storm update text",
  prepare: async (trx, row) => {
    const lead = await waitingLead(trx, row.leadId!);
    if ("drop" in lead) return lead;
    return {
      lead,
      facts: { lead: leadStanding(lead) },
      ration: { key: `${BULK_TEXT}:${lead.id}`, ...DAY },
      body: `${business.name}: ${messageOf(row.data)} ${stormText[lead.language].update.optOut}`,
    };
  },
});

export type BulkTarget = { tier: StormTier } | { zip: string };

/**
 * Sends the owner's update to the waiting storm leads of a tier or a ZIP code. Resolves to how
 * many leads it was for and how many got it now (the rest: already one today, or later, in the
 * customer hours). `pressedAt` makes each press its own rows, so the ration decides, and logs.
 */
export async function sendStormUpdate(target: BulkTarget, message: string, pressedAt = new Date()) {
  const storm = await getStormSettings(db, pressedAt);
  const { queue } = await stormQueue(storm, pressedAt);
  const leads = queue.filter((lead) =>
    "tier" in target ? lead.tier === target.tier : zipOf(lead.address) === target.zip,
  );
  const texts = Boolean(getTextProvider());
  let sent = 0;
  await db.transaction().execute(async (trx) => {
    for (const lead of leads) {
      const common = { at: pressedAt, leadId: lead.id, data: { message } satisfies BulkData };
      const press = `${pressedAt.getTime()}:${lead.id}`;
      let queued = 0;
      if (lead.email)
        queued += await scheduleMessage(
          trx,
          { ...common, kind: BULK_EMAIL, key: `${BULK_EMAIL}:${press}`, recipient: "the customer" },
          pressedAt,
        );
      if (texts && textableNumber(lead))
        queued += await scheduleMessage(
          trx,
          { ...common, kind: BULK_TEXT, key: `${BULK_TEXT}:${press}`, recipient: "the customer's phone" },
          pressedAt,
        );
      if (queued) sent++;
    }
  });
  console.log(
    `Storm update to ${"tier" in target ? `tier ${target.tier}` : `ZIP ${target.zip}`}: ${leads.length} leads, ${sent} sent now.`,
  );
  return { leads: leads.length, sent };
}

/**
 * The slip update (decision 087): when a waiting lead's likely call time is more than an hour past
 * what its confirmation promised, it gets one update with the new time, by email and by text where
 * it agreed, in its language, through the core (the contact policy, the customer hours). Keyed once
 * per lead: a lead that slips again is not told again.
 */
const SLIP_EMAIL = "storm-slipped";
const SLIP_TEXT = "storm-slipped-text";

interface SlipData {
  /** The new likely call time (ISO). */
  at: string;
}

const slipOf = (data: string | null) => new Date((JSON.parse(data ?? "{}") as SlipData).at);

defineMessageKind({
  kind: SLIP_EMAIL,
  label: "Storm wait update",
  audience: "customer",
  prepare: async (trx, row) => {
    const lead = await waitingLead(trx, row.leadId!);
    if ("drop" in lead) return lead;
    if (!lead.email) return { hold: "no email address" };
    const to = lead.email;
    const extras = await answerable(trx, lead, to);
    const words = stormText[lead.language].update;
    const at = slipOf(row.data);
    const subject = fillText(words.subject, { tier: stormText[lead.language].tiers[lead.stormTier ?? "yellow"].name });
    const hours = (at.getTime() - Date.parse(row.sendAt)) / 3_600_000;
    const email = renderEmail({
      lang: lead.language,
      subject: `${business.name}: ${subject}`,
      heading: subject,
      intro: fillText(words.slipped, { wait: waitPhrase(hours, lead.language), time: callTime(at, lead.language) }),
      call: extras.call,
      notes: [words.signOff],
      rows: [],
      link: { href: `${getEnv().SITE_URL}${lead.language === "es" ? "/es" : ""}`, label: business.name },
      footer: extras.footer,
    });
    return {
      to,
      facts: { lead: leadStanding(lead) },
      render: () => [extras.emailRow(SLIP_EMAIL, email)],
    };
  },
});

defineCustomerText({
  kind: SLIP_TEXT,
  label: "Storm wait update text",
  prepare: async (trx, row) => {
    const lead = await waitingLead(trx, row.leadId!);
    if ("drop" in lead) return lead;
    const words = stormText[lead.language].update;
    const body = `${fillText(words.text, { business: business.name, time: callTime(slipOf(row.data), lead.language) })} ${words.optOut}`;
    return { lead, facts: { lead: leadStanding(lead) }, body };
  },
});

/** Schedules the slip update of every waiting storm lead whose likely call time slipped past its promise. Run by the storm desk. */
export async function sendSlipUpdates(now = new Date()) {
  const storm = await getStormSettings(db, now);
  if (!storm.on) return;
  const { queue } = await stormQueue(storm, now);
  const slipped = queue.filter(
    (lead) => lead.stormPromisedAt && hasSlipped(new Date(lead.stormPromisedAt), lead.likelyAt),
  );
  if (slipped.length === 0) return;
  const texts = Boolean(getTextProvider());
  await db.transaction().execute(async (trx) => {
    for (const lead of slipped) {
      const common = { at: now, leadId: lead.id, data: { at: lead.likelyAt.toISOString() } satisfies SlipData };
      if (lead.email)
        await scheduleMessage(
          trx,
          { ...common, kind: SLIP_EMAIL, key: `${SLIP_EMAIL}:${lead.id}`, recipient: "the customer" },
          now,
        );
      if (texts && textableNumber(lead))
        await scheduleMessage(
          trx,
          { ...common, kind: SLIP_TEXT, key: `${SLIP_TEXT}:${lead.id}`, recipient: "the customer's phone" },
          now,
        );
    }
  });
}
