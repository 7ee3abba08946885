import { createHash, randomBytes } from "node:crypto";

import { DateTime } from "luxon";

import { business } from "~/content/business";
import { localizedPath } from "~/content/localized-paths";
import { serviceTitle } from "~/content/services";
import { fillText } from "~/content/ui-text";
import { visitorMessages } from "~/content/visitor-messages.server";
import { directionsUrl, isDrivableAddress } from "~/leads/lead-address";
import { recordLeadEvent } from "~/leads/lead-events.server";
import { leadPageUrl, renderEmail } from "~/leads/messages/lead-email.server";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { enqueueMessages } from "~/platform/messages/outbox.server";
import { defineMessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";
import { formatPhone } from "~/platform/phone";

import { agendaDays } from "./agenda-days";
import { VISIT_ZONE } from "./availability";
import { buildCalendarFeed } from "./invitation";
import { visitEmailFacts } from "./visit-message-facts.server";
import { visitWebhookBody, visitWebhooks } from "./visit-messages.server";
import { scheduleOnMyWayText } from "./visit-texts.server";

/** The agenda's days: today, tomorrow, the rest of this week (Monday to Sunday) and next week. */
export async function loadAgenda(now = new Date()) {
  const days = agendaDays(now);
  const weekEnd = days.nextWeek.last;
  const visits = await db
    .selectFrom("visits")
    .innerJoin("leads", "leads.id", "visits.leadId")
    .leftJoin("staffUsers", "staffUsers.id", "visits.staffUserId")
    .select([
      "visits.id",
      "visits.date",
      "visits.starts",
      "visits.ends",
      "visits.bookedBy",
      "staffUsers.email as staffEmail",
    ])
    .select(["leads.id as leadId", "leads.name", "leads.phone", "leads.address", "leads.service", "leads.email"])
    .where("visits.status", "=", "booked")
    .where("visits.date", ">=", days.today)
    .where("visits.date", "<=", weekEnd)
    .orderBy("visits.date")
    .orderBy("visits.starts")
    .execute();
  const rows = visits.map((visit) => ({
    ...visit,
    serviceTitle: serviceTitle(visit.service),
    directionsUrl: isDrivableAddress(visit.address) ? directionsUrl(visit.address) : null,
    hasEmail: Boolean(visit.email),
    email: undefined,
  }));
  return {
    today: rows.filter((visit) => visit.date === days.today),
    tomorrow: rows.filter((visit) => visit.date === days.tomorrow),
    // Null on a day with none of this week left after tomorrow (Saturday, Sunday).
    thisWeek:
      days.thisWeek.first <= days.thisWeek.last
        ? rows.filter((visit) => visit.date >= days.thisWeek.first && visit.date <= days.thisWeek.last)
        : null,
    nextWeek: rows.filter((visit) => visit.date >= days.nextWeek.first),
  };
}

export type AgendaVisit = Awaited<ReturnType<typeof loadAgenda>>["today"][number];

const ON_MY_WAY = "visit-on-my-way";

/**
 * "On my way" to the visitor: staff's word, at once, only while the visit is booked and
 * around its window (the contact policy), at most twice a day per visit.
 */
defineMessageKind({
  kind: ON_MY_WAY,
  label: "On my way",
  audience: "customer",
  answersCustomer: true,
  prepare: async (trx, row) => {
    const { arrival } = JSON.parse(row.data ?? "{}") as { arrival: string };
    const facts = await visitEmailFacts(trx, row);
    if (!("visit" in facts)) return facts;
    const { visit, lead, to, extras, customerMailboxes } = facts;
    return {
      to,
      customerMailboxes,
      facts: { lead: facts.standing, visit: { ...facts.window, needsWindow: true } },
      ration: { key: `visit:${visit.id}:on-my-way`, perDay: 2, what: "On my way twice today" },
      render: () => {
        const text = visitorMessages[lead.language].visit;
        const email = renderEmail({
          lang: lead.language,
          subject: text.onMyWaySubject,
          heading: text.onMyWayHeading,
          // "3:45 p.m." is how US Spanish writes it too (Intl's es-US).
          intro: fillText(text.onMyWayIntro, { arrival }),
          call: extras.call,
          rows: [[text.where, lead.address ?? text.addressMissing]],
          link: { href: `${getEnv().SITE_URL}${localizedPath("/", lead.language)}`, label: text.summary },
          footer: extras.footer,
        });
        return [extras.emailRow(ON_MY_WAY, email)];
      },
    };
  },
});

/**
 * "On my way": emails the visitor when to expect us (if the contact policy allows it), tells
 * the webhooks (a text message on the road) and writes it on the lead's timeline, in one transaction.
 */
export async function sendOnMyWay(visitId: number, minutes: number, staff: { id: number; email: string }) {
  const now = new Date();
  const arrival = DateTime.fromJSDate(now, { zone: VISIT_ZONE }).plus({ minutes });
  const arrivalText = arrival.toFormat("h:mm a").replace("AM", "a.m.").replace("PM", "p.m.");
  return db.transaction().execute(async (trx) => {
    const visit = await trx
      .selectFrom("visits")
      .selectAll()
      .where("id", "=", visitId)
      .where("status", "=", "booked")
      .executeTakeFirst();
    if (!visit) return undefined;
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", visit.leadId).executeTakeFirstOrThrow();
    await recordLeadEvent(trx, {
      leadId: lead.id,
      kind: "visit-on-my-way",
      note: `Arriving around ${arrivalText}`,
      by: staff,
      at: now.toISOString(),
    });
    const body = visitWebhookBody("visit.on-my-way", visit, lead, staff.email, now);
    await enqueueMessages(trx, visitWebhooks("visit.on-my-way", body, lead.id), now);
    const texted = await scheduleOnMyWayText(trx, visit, lead, arrivalText, now);
    const emailed = lead.email
      ? await scheduleMessage(
          trx,
          {
            kind: ON_MY_WAY,
            key: `${ON_MY_WAY}:${visit.id}:${now.toISOString()}`,
            at: now,
            leadId: lead.id,
            refId: visit.id,
            recipient: lead.email,
            data: { arrival: arrivalText },
          },
          now,
        )
      : 0;
    return { name: lead.name, arrivalText, emailed: emailed > 0, texted: texted > 0 };
  });
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether this staff member has a calendar feed (its URL is shown once, when made). */
export async function hasCalendarFeed(staffUserId: number) {
  const row = await db
    .selectFrom("calendarFeeds")
    .select("staffUserId")
    .where("staffUserId", "=", staffUserId)
    .executeTakeFirst();
  return Boolean(row);
}

/** A new private feed URL for this staff member; the previous one stops working. Only its hash is kept. */
export async function renewCalendarFeed(staffUserId: number) {
  const token = randomBytes(24).toString("base64url");
  const now = new Date().toISOString();
  await db
    .insertInto("calendarFeeds")
    .values({ staffUserId, tokenHash: hashToken(token), createdAt: now })
    .onConflict((conflict) =>
      conflict.column("staffUserId").doUpdateSet({ tokenHash: hashToken(token), createdAt: now }),
    )
    .execute();
  return `${getEnv().SITE_URL}/calendar/${token}.ics`;
}

export async function stopCalendarFeed(staffUserId: number) {
  await db.deleteFrom("calendarFeeds").where("staffUserId", "=", staffUserId).execute();
}

/** The staff member a feed token belongs to, if it is current. */
export async function feedOwner(token: string) {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  return db
    .selectFrom("calendarFeeds")
    .innerJoin("staffUsers", "staffUsers.id", "calendarFeeds.staffUserId")
    .select(["staffUsers.id", "staffUsers.email"])
    .where("tokenHash", "=", hashToken(token))
    .executeTakeFirst();
}

/** How far back a feed reaches: last month's visits stay in the calendar. */
const FEED_PAST_DAYS = 31;

/**
 * The .ics a calendar app fetches for one staff member: their booked visits, past month and ahead,
 * and every visit nobody has (marked Unassigned), so no visit is in nobody's calendar.
 */
export async function calendarFeed(file: string | undefined) {
  const owner = file?.endsWith(".ics") ? await feedOwner(file.slice(0, -4)) : undefined;
  if (!owner) return new Response("Not Found", { status: 404 });
  const since = DateTime.now().setZone(VISIT_ZONE).minus({ days: FEED_PAST_DAYS }).toISODate()!;
  const rows = await db
    .selectFrom("visits")
    .innerJoin("leads", "leads.id", "visits.leadId")
    .selectAll("visits")
    .select(["leads.name", "leads.phone", "leads.address", "leads.service"])
    .where("visits.status", "=", "booked")
    .where((eb) => eb.or([eb("visits.staffUserId", "=", owner.id), eb("visits.staffUserId", "is", null)]))
    .where("visits.date", ">=", since)
    .orderBy("visits.date")
    .execute();
  const siteUrl = getEnv().SITE_URL;
  const organizer = { name: business.name, email: owner.email };
  const body = buildCalendarFeed(
    `${business.name}: estimate visits`,
    rows.map((row) => {
      const url = leadPageUrl(siteUrl, row.leadId);
      const who = row.staffUserId === null ? "Unassigned estimate" : "Estimate";
      return {
        visit: {
          ...row,
          cancelled: false,
          summary: `${who}: ${row.name} (${serviceTitle(row.service)})`,
          description: `${row.name}, ${formatPhone(row.phone)}. ${row.staffUserId === null ? "Nobody is assigned: take it on the lead's page." : `Yours (${owner.email}).`} Lead: ${url}`,
          url,
          at: new Date(row.updatedAt),
        },
        parties: { organizer, attendees: [] },
      };
    }),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
