import type { Kysely } from "kysely";

import { business } from "~/content/business";
import { serviceTitle } from "~/content/services";
import { fillText } from "~/content/ui-text";
import { visitorMessages } from "~/content/visitor-messages.server";
import { leadPageUrl, renderEmail } from "~/leads/lead-email.server";
import { leadWebhookData } from "~/leads/lead-notifications.server";
import { visitorLinkUrl } from "~/leads/visitor-link.server";
import { getEnv } from "~/platform/env.server";
import { enqueueMessages, type QueuedMessage } from "~/platform/messages/outbox.server";
import { formatPhone } from "~/platform/phone";
import { getLeadRecipients } from "~/staff/notification-settings.server";

import type { Database, Lead, Visit, VisitMessageKind } from "../../db/schema";
import { slotInstant } from "./availability";
import { buildInvitation, type InvitationParty } from "./invitation";
import { longVisitLabel, visitWhen } from "./visit-labels";

export type VisitChange = "booked" | "moved" | "cancelled";

const webhookType = { booked: "visit.booked", moved: "visit.rescheduled", cancelled: "visit.cancelled" } as const;

/** The business as ORGANIZER: MAIL_FROM's name and address. */
function organizer(): InvitationParty {
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
export function visitWebhookBody(type: string, visit: Visit, lead: Lead, staffEmail: string | null, at: Date) {
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

export function visitWebhooks(type: VisitMessageKind, body: string, leadId: number): QueuedMessage[] {
  return getEnv().LEAD_WEBHOOK_URLS.map((url) => ({ channel: "webhook", kind: type, leadId, url, body }));
}

function invitationFor(visit: Visit, lead: Lead, attendee: InvitationParty, url: string, cancelled: boolean) {
  const forVisitor = attendee.email === lead.email;
  const text = visitorMessages[lead.language].visit;
  const summary = forVisitor ? text.summary : `Estimate: ${lead.name} (${serviceTitle(lead.service)})`;
  const description = forVisitor
    ? fillText(text.description, { link: url })
    : `${lead.name}, ${formatPhone(lead.phone)}. ${serviceTitle(lead.service)}. Lead: ${url}`;
  return buildInvitation(
    { ...visit, cancelled, address: lead.address, summary, description, url, at: new Date() },
    { organizer: organizer(), attendees: [attendee] },
  );
}

function visitorEmail(visit: Visit, lead: Lead, change: VisitChange): QueuedMessage[] {
  if (!lead.email) return [];
  const text = visitorMessages[lead.language].visit;
  const when = longVisitLabel(visit, lead.language);
  const link = visitorLinkUrl(getEnv().SITE_URL, lead);
  const cancelled = change === "cancelled";
  const subjects = { booked: text.bookedSubject, moved: text.movedSubject, cancelled: text.cancelledSubject };
  const email = renderEmail({
    lang: lead.language,
    subject: fillText(subjects[change], { when }),
    heading: { booked: text.bookedHeading, moved: text.movedHeading, cancelled: text.cancelledHeading }[change],
    intro: cancelled ? text.cancelledIntro : text.bookedIntro,
    rows: [
      [text.when, when],
      [text.where, lead.address ?? text.addressMissing],
    ],
    link: { href: link, label: cancelled ? text.bookAgainLink : text.manageLink },
  });
  return [
    {
      channel: "email",
      kind: "visit-invitation",
      leadId: lead.id,
      to: lead.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
      calendar: invitationFor(visit, lead, { email: lead.email, name: lead.name }, link, cancelled),
    },
  ];
}

function staffEmail(visit: Visit, lead: Lead, to: string, change: VisitChange, by: string): QueuedMessage {
  const url = leadPageUrl(getEnv().SITE_URL, lead.id);
  const cancelled = change === "cancelled";
  const verb = { booked: "booked", moved: "moved", cancelled: "cancelled" }[change];
  const email = renderEmail({
    subject: `Estimate visit ${verb}: ${lead.name}, ${visitWhen(visit)}`,
    heading: `Estimate visit ${verb} by ${by}`,
    rows: [
      ["When", longVisitLabel(visit)],
      ["Name", lead.name],
      ["Phone", formatPhone(lead.phone)],
      ["Address", lead.address ?? "(not given)"],
      ["Service", serviceTitle(lead.service)],
    ],
    link: { href: url, label: "Open this lead" },
  });
  return {
    channel: "email",
    kind: "visit-invitation",
    leadId: lead.id,
    to,
    replyTo: lead.email,
    subject: email.subject,
    text: email.text,
    html: email.html,
    calendar: invitationFor(visit, lead, { email: to, name: to }, url, cancelled),
  };
}

/**
 * Everything a booking, move or cancellation sends, queued in its transaction: the visitor's
 * invitation (or cancellation), the staff's, and the webhooks. A staff member taken off a
 * visit gets its cancellation.
 */
export async function queueVisitChangeMessages(
  trx: Kysely<Database>,
  change: {
    visit: Visit;
    lead: Lead;
    kind: VisitChange;
    by: string;
    previousStaffUserId: number | null;
    now: Date;
    /** False when staff cancel a burst of junk bookings: their typed addresses get nothing more. */
    toVisitor?: boolean;
  },
) {
  const { visit, lead, kind, by, now, toVisitor = true } = change;
  const staff = await staffRecipients(trx, visit.staffUserId);
  const assigned = visit.staffUserId === null ? null : (staff[0] ?? null);
  const messages: QueuedMessage[] = [
    ...(toVisitor ? visitorEmail(visit, lead, kind) : []),
    ...staff.map((to) => staffEmail(visit, lead, to, kind, by)),
    ...visitWebhooks(webhookType[kind], visitWebhookBody(webhookType[kind], visit, lead, assigned, now), lead.id),
  ];
  const previous = change.previousStaffUserId;
  if (kind !== "cancelled" && previous !== null && previous !== visit.staffUserId) {
    const [was] = await staffRecipients(trx, previous);
    if (was && !staff.includes(was)) messages.push(staffEmail(visit, lead, was, "cancelled", by));
  }
  return enqueueMessages(trx, messages, now);
}
