import type { Kysely } from "kysely";

import { business } from "~/content/business";
import { serviceTitle } from "~/content/services";
import { fillText } from "~/content/ui-text";
import { visitWords } from "~/content/visitor-messages.server";
import { leadStanding } from "~/leads/lead-standing";
import { confirmAsk } from "~/leads/messages/email-confirmation.server";
import { leadPageUrl, renderEmail } from "~/leads/messages/lead-email.server";
import { leadWebhookData } from "~/leads/messages/lead-webhooks.server";
import { getEnv } from "~/platform/env.server";
import type { QueuedMessage } from "~/platform/messages/outbox.server";
import { defineMessageKind, labelMessageKinds, scheduleMessage } from "~/platform/messages/scheduled.server";
import { formatPhone } from "~/platform/phone";
import { getLeadRecipients } from "~/staff/notification-settings.server";

import type { Database, Lead, Visit } from "../../db/schema";
import { slotInstant } from "./availability";
import { buildInvitation, type InvitationParty } from "./invitation";
import { longVisitLabel, visitWhen } from "./visit-labels";
import { readVisit, visitEmailFacts, visitLinkOf } from "./visit-message-facts.server";
import { scheduleVisitReminders } from "./visit-reminders.server";

export type VisitChange = "booked" | "moved" | "cancelled";

/** The webhook events of visits (docs/integrations.md). */
export const visitWebhookEvents = ["visit.booked", "visit.rescheduled", "visit.cancelled", "visit.on-my-way"] as const;
type VisitWebhookEvent = (typeof visitWebhookEvents)[number];

const webhookType = { booked: "visit.booked", moved: "visit.rescheduled", cancelled: "visit.cancelled" } as const;

/** A visitor may change their visit this often a day through their link; then "call us to change it". */
export const VISITOR_CHANGES_PER_DAY = { moved: 3, cancelled: 1 } as const;

const VISIT_CHANGE = "visit-change";
const VISIT_CHANGE_STAFF = "visit-change-staff";

labelMessageKinds({ "visit-invitation": "Visit invitation" });

/** The business as ORGANIZER: the office (the first notification address), so a calendar's Yes or No reaches it. */
export async function organizer(trx: Kysely<Database>): Promise<InvitationParty> {
  const [office] = (await getLeadRecipients(trx)).emails;
  if (office) return { name: business.name, email: office };
  const from = getEnv().MAIL_FROM;
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match?.[2]
    ? { name: match[1] || business.name, email: match[2] }
    : { name: business.name, email: from.trim() };
}

/** Who on the staff hears of a visit: the one assigned, else whoever hears of leads. */
async function staffRecipients(trx: Kysely<Database>, staffUserId: number | null) {
  if (staffUserId !== null) {
    const staff = await trx.selectFrom("staffUsers").select("email").where("id", "=", staffUserId).executeTakeFirst();
    if (staff) return [staff.email];
  }
  return (await getLeadRecipients(trx)).emails;
}

/** The visit as webhooks carry it, with the lead as lead webhooks do. */
export function visitWebhookBody(
  type: VisitWebhookEvent,
  visit: Visit,
  lead: Lead,
  staffEmail: string | null,
  at: Date,
) {
  const siteUrl = getEnv().SITE_URL;
  return JSON.stringify({
    type,
    timestamp: at.toISOString(),
    data: {
      id: visit.id,
      status: visit.status,
      date: visit.date,
      starts: visit.starts,
      ends: visit.ends,
      startsAt: slotInstant(visit.date, visit.starts).toISO(),
      endsAt: slotInstant(visit.date, visit.ends).toISO(),
      label: visitWhen(visit),
      bookedBy: visit.bookedBy,
      staffEmail,
      lead: leadWebhookData(lead, siteUrl),
    },
  });
}

export function visitWebhooks(type: VisitWebhookEvent, body: string, leadId: number): QueuedMessage[] {
  return getEnv().LEAD_WEBHOOK_URLS.map((url) => ({ channel: "webhook", kind: type, leadId, url, body }));
}

interface Invitation {
  visit: Visit;
  lead: Lead;
  attendee: InvitationParty;
  url: string;
  cancelled: boolean;
  organizer: InvitationParty;
  /** The visitor's own words (name, address) may go to this attendee. */
  withFreeText: boolean;
  phone?: string;
}

function invitationFor({ visit, lead, attendee, url, cancelled, organizer, withFreeText, phone }: Invitation) {
  const forVisitor = attendee.email === lead.email;
  const text = visitWords(lead.language, visit.purpose);
  const what = visit.purpose === "job" ? "Job" : "Estimate";
  const summary = forVisitor ? text.summary : `${what}: ${lead.name} (${serviceTitle(lead.service)})`;
  const description = forVisitor
    ? fillText(text.description, { link: url, phone: phone ?? "" })
    : `${lead.name}, ${formatPhone(lead.phone)}. ${serviceTitle(lead.service)}. Lead: ${url}`;
  return buildInvitation(
    { ...visit, cancelled, address: withFreeText ? lead.address : null, summary, description, url, at: new Date() },
    { organizer, attendees: [withFreeText ? attendee : { email: attendee.email, name: attendee.email }] },
  );
}

interface ChangeData {
  change: VisitChange;
  by: string;
  /** Staff made the change: their say-so for the visitor's own words. */
  byStaff: boolean;
  previousStaffUserId: number | null;
}

/** The visitor's invitation (or cancellation): an answer to a booking, at any hour; rationed per visit and day. */
defineMessageKind({
  kind: VISIT_CHANGE,
  label: "Visit invitation",
  audience: "customer",
  answersCustomer: true,
  prepare: async (trx, row) => {
    const data = JSON.parse(row.data ?? "{}") as ChangeData;
    const facts = await visitEmailFacts(trx, row);
    if (!("visit" in facts)) return facts;
    const { visit, lead, to, extras, customerMailboxes } = facts;
    const cancelled = data.change === "cancelled";
    const party = await organizer(trx);
    return {
      to,
      customerMailboxes,
      facts: {
        lead: facts.standing,
        visit: { booked: cancelled || facts.window.booked },
        addressConfirmed: data.byStaff || lead.isContacted === 1 || facts.emailConfirmed,
      },
      ration:
        data.change === "booked"
          ? undefined
          : {
              key: `visit:${visit.id}:${data.change}`,
              perDay: VISITOR_CHANGES_PER_DAY[data.change],
              what: `${VISITOR_CHANGES_PER_DAY[data.change]} ${data.change === "moved" ? "moves" : "cancellation"} of this visit in a day`,
            },
      render: ({ withFreeText }) => {
        const text = visitWords(lead.language, visit.purpose);
        const when = longVisitLabel(visit, lead.language);
        const link = visitLinkOf(visit, lead, extras.call.href);
        const subjects = { booked: text.bookedSubject, moved: text.movedSubject, cancelled: text.cancelledSubject };
        const email = renderEmail({
          lang: lead.language,
          subject: fillText(subjects[data.change], { when }),
          heading: { booked: text.bookedHeading, moved: text.movedHeading, cancelled: text.cancelledHeading }[
            data.change
          ],
          intro: cancelled ? text.cancelledIntro : text.bookedIntro,
          call: extras.call,
          ask: withFreeText ? undefined : confirmAsk(lead, to),
          rows: [
            [text.when, when],
            ...(withFreeText ? [[text.where, lead.address ?? text.addressMissing] as const] : []),
          ],
          link: { href: link, label: cancelled ? text.bookAgainLink : text.manageLink },
          footer: extras.footer,
        });
        const calendar = invitationFor({
          visit,
          lead,
          attendee: { email: to, name: lead.name },
          url: link,
          cancelled,
          organizer: party,
          withFreeText,
          phone: extras.phone,
        });
        return [extras.emailRow("visit-invitation", { ...email, calendar })];
      },
    };
  },
});

function staffEmail(visit: Visit, lead: Lead, to: string, change: VisitChange, by: string, party: InvitationParty) {
  const url = leadPageUrl(getEnv().SITE_URL, lead.id);
  const cancelled = change === "cancelled";
  const what = visit.purpose === "job" ? "Job visit" : "Estimate visit";
  const email = renderEmail({
    subject: `${what} ${change}: ${lead.name}, ${visitWhen(visit)}`,
    heading: `${what} ${change} by ${by}`,
    rows: [
      ["When", longVisitLabel(visit)],
      ["Name", lead.name],
      ["Phone", formatPhone(lead.phone)],
      ["Address", lead.address ?? "(not given)"],
      ["Service", serviceTitle(lead.service)],
    ],
    link: { href: url, label: "Open this lead" },
  });
  const calendar = invitationFor({
    visit,
    lead,
    attendee: { email: to, name: to },
    url,
    cancelled,
    organizer: party,
    withFreeText: true,
  });
  return {
    channel: "email",
    kind: "visit-invitation",
    leadId: lead.id,
    to,
    replyTo: lead.email,
    ...email,
    calendar,
  } as const;
}

/**
 * The staff's invitations (a staff member taken off the visit gets its cancellation) and the
 * webhooks, rationed per visit and day like the visitor's, so a visitor's link cannot flood the office.
 */
defineMessageKind({
  kind: VISIT_CHANGE_STAFF,
  label: "Visit invitation to staff",
  audience: "office",
  prepare: async (trx, row, now) => {
    const data = JSON.parse(row.data ?? "{}") as ChangeData;
    const found = await readVisit(trx, row.refId!);
    if (!found) return { drop: "the visit is gone" };
    const { visit, lead } = found;
    const staff = await staffRecipients(trx, visit.staffUserId);
    const assigned = visit.staffUserId === null ? null : (staff[0] ?? null);
    const previous = data.previousStaffUserId;
    const [was] = previous !== null && previous !== visit.staffUserId ? await staffRecipients(trx, previous) : [];
    const party = await organizer(trx);
    const type = webhookType[data.change];
    return {
      facts: { lead: leadStanding(lead) },
      ration:
        data.byStaff || data.change === "booked"
          ? undefined
          : {
              key: `visit:${visit.id}:${data.change}:office`,
              perDay: VISITOR_CHANGES_PER_DAY[data.change],
              what: "the visitor's changes of this visit today",
            },
      render: () => [
        ...staff.map((to) => staffEmail(visit, lead, to, data.change, data.by, party)),
        ...(data.change !== "cancelled" && was && !staff.includes(was)
          ? [staffEmail(visit, lead, was, "cancelled", data.by, party)]
          : []),
        ...visitWebhooks(type, visitWebhookBody(type, visit, lead, assigned, now), lead.id),
      ],
    };
  },
});

/**
 * Everything a booking, move or cancellation sends, scheduled in its transaction to go at
 * once: the visitor's invitation (or cancellation), the staff's, and the webhooks; and the
 * evening-before reminder and staff digest of a booked visit.
 */
export async function queueVisitChangeMessages(
  trx: Kysely<Database>,
  change: {
    visit: Visit;
    lead: Lead;
    kind: VisitChange;
    by: string;
    byStaff: boolean;
    previousStaffUserId: number | null;
    now: Date;
    /** False when staff cancel a burst of junk bookings: their typed addresses get nothing more. */
    toVisitor?: boolean;
  },
) {
  const { visit, lead, kind, now, toVisitor: visitorToo = true } = change;
  await scheduleVisitReminders(trx, visit, now);
  const data: ChangeData = {
    change: kind,
    by: change.by,
    byStaff: change.byStaff,
    previousStaffUserId: change.previousStaffUserId,
  };
  const common = { refId: visit.id, leadId: lead.id, at: now, data };
  const key = `${visit.id}:${visit.sequence}:${kind}`;
  const toVisitor =
    visitorToo && lead.email
      ? await scheduleMessage(
          trx,
          { ...common, kind: VISIT_CHANGE, key: `${VISIT_CHANGE}:${key}`, recipient: lead.email },
          now,
        )
      : 0;
  return (
    toVisitor +
    (await scheduleMessage(
      trx,
      { ...common, kind: VISIT_CHANGE_STAFF, key: `${VISIT_CHANGE_STAFF}:${key}`, recipient: "the staff" },
      now,
    ))
  );
}
