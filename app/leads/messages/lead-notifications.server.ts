import type { Kysely } from "kysely";

import { isEmergencyService } from "~/content/services";
import { getEnv } from "~/platform/env.server";
import { enqueueMessages, type QueuedMessage } from "~/platform/messages/outbox.server";
import { defineMessageKind, labelMessageKinds, scheduleMessage } from "~/platform/messages/scheduled.server";
import { getLeadRecipients, getLeadSourceMessage } from "~/staff/notification-settings.server";
import { getSiteSettings } from "~/staff/site-settings.server";
import { stormPromiseOf } from "~/storm/storm-promises.server";

import type { Database, Lead } from "../../../db/schema";
import { leadStanding } from "../lead-standing";
import { photosToNormalize } from "../photos/lead-photos.server";
import { scheduleCallbackCheck } from "./callback-reminders.server";
import { renderConfirmationEmail } from "./confirmation-email.server";
import { confirmationRefusal } from "./confirmation-limit.server";
import { scheduleConfirmationText } from "./confirmation-text.server";
import { answerable } from "./customer-email.server";
import { confirmAsk, isEmailConfirmed } from "./email-confirmation.server";
import { renderLeadEmail } from "./lead-email.server";
import { webhooks } from "./lead-webhooks.server";
import { scheduleOnCallAlert } from "./on-call-alert.server";
import { visitorLinkUrl } from "./visitor-link.server";

/** Mail clients and phones that honour them put an emergency on top. */
const EMERGENCY_HEADERS = { Importance: "high", "X-Priority": "1" };

/**
 * Queues everything a new lead sends, in the transaction that stores it: the
 * staff notification, the webhooks and the visitor's confirmation.
 */
/** Photos go with the staff email up to this total; past it the email links to the lead page. */
export const MAX_ATTACHED_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * Whether visitors may book an estimate visit online just now (Settings, Availability): the
 * confirmation offers its booking link only then. The visits feature answers (the startup wires
 * it), since `leads/` cannot import `visits/`, which builds on it. Until then: no link.
 */
let visitBookingOpen: (trx: Kysely<Database>) => Promise<boolean> = async () => false;

export function answerVisitBookingOpen(answer: typeof visitBookingOpen) {
  visitBookingOpen = answer;
}

/** Where the outbox worker finds a lead photo to attach (see startup.server.ts). */
export const LEAD_PHOTO_ATTACHMENT = "lead-photo";

export async function queueNewLeadMessages(
  trx: Kysely<Database>,
  lead: Lead,
  now: Date,
  options: {
    /** The site's form always asks; an API client only when it says so (docs/integrations.md). */
    sendConfirmation: boolean;
  },
) {
  // Photos still as sent: the office's email goes once they are clean (photo-job.server.ts).
  let queued = (await photosToNormalize(trx, lead.id)) ? 0 : await scheduleOfficeNotification(trx, lead.id, now);
  queued += await enqueueMessages(trx, webhooks("lead.created", lead, getEnv().SITE_URL, now), now);
  queued += await scheduleOnCallAlert(trx, lead, now);
  await scheduleCallbackCheck(trx, lead, now);
  if (options.sendConfirmation && lead.email && !lead.possibleSpam)
    queued += await scheduleMessage(
      trx,
      { kind: CONFIRMATION, key: `${CONFIRMATION}:${lead.id}`, at: now, leadId: lead.id, recipient: lead.email },
      now,
    );
  if (options.sendConfirmation && !lead.possibleSpam) queued += await scheduleConfirmationText(trx, lead, now);
  return queued;
}

const CONFIRMATION = "confirmation";

labelMessageKinds({ reminder: "Overdue reminder" });

/**
 * The visitor's receipt, answering their own request (any hour). It repeats nothing they
 * typed, so it may go to an address not yet confirmed, and carries the link that confirms it;
 * it is rationed per mailbox and per day on top of the contact policy (confirmation-limit.server.ts).
 */
defineMessageKind({
  kind: CONFIRMATION,
  label: "Confirmation to the visitor",
  audience: "customer",
  answersCustomer: true,
  prepare: async (trx, row, now) => {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId!).executeTakeFirst();
    if (!lead?.email) return { hold: "no email address" };
    const settings = await getSiteSettings(trx);
    if (!settings.sendConfirmations) return { drop: "confirmations are off (Settings)" };
    const refusal = await confirmationRefusal(trx, lead.email, now);
    if (refusal) return { hold: `rationed: ${refusal}` };
    const to = lead.email;
    const extras = await answerable(trx, lead, to);
    const bookingUrl = (await visitBookingOpen(trx)) ? visitorLinkUrl(getEnv().SITE_URL, lead) : undefined;
    const confirmation = renderConfirmationEmail(lead, {
      phoneNumber: settings.phoneNumber,
      siteUrl: getEnv().SITE_URL,
      bookingUrl,
      unsubscribe: extras.footer,
      confirm: (await isEmailConfirmed(trx, lead)) ? undefined : confirmAsk(lead, to),
      stormPromise: stormPromiseOf(lead, lead.language, now),
    });
    return {
      to,
      facts: { lead: leadStanding(lead) },
      render: () => [
        // The visitor's answer reaches the office.
        extras.emailRow(CONFIRMATION, confirmation),
      ],
    };
  },
});

const NEW_LEAD = "lead";

/**
 * The office's email of a new lead, to each notification address of its language, with its
 * photos attached once they are clean; decided in the transaction that schedules it, so it is
 * as durable as the lead itself (decision 075).
 */
defineMessageKind({
  kind: NEW_LEAD,
  label: "New lead",
  audience: "office",
  prepare: async (trx, row) => {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId!).executeTakeFirst();
    if (!lead) return { drop: "the lead is gone" };
    const photos = await trx.selectFrom("leadPhotos").select(["id", "size"]).where("leadId", "=", lead.id).execute();
    const { emails } = await getLeadRecipients(trx, lead.language);
    const messages = await staffNotifications(trx, lead, photos, emails);
    return { facts: { lead: leadStanding(lead) }, render: () => messages };
  },
});

/** The office's email of a new lead: at once, or, for a lead whose photos were still as sent, once they are clean (decision 050). */
export function scheduleOfficeNotification(trx: Kysely<Database>, leadId: number, now: Date) {
  return scheduleMessage(
    trx,
    { kind: NEW_LEAD, key: `${NEW_LEAD}:${leadId}`, at: now, leadId, recipient: "the office" },
    now,
  );
}

async function staffNotifications(
  trx: Kysely<Database>,
  lead: Lead,
  photos: Array<{ id: number; size: number }>,
  emails: string[],
) {
  const leadSourceMessage = await getLeadSourceMessage(trx);
  const headers = isEmergencyService(lead.service) ? EMERGENCY_HEADERS : undefined;
  const attached = photos.reduce((total, photo) => total + photo.size, 0) < MAX_ATTACHED_PHOTO_BYTES;
  const notification = renderLeadEmail(lead, {
    leadSourceMessage,
    siteUrl: getEnv().SITE_URL,
    photos: { count: photos.length, attached, notStored: lead.photosNotStored },
  });
  const attachments = attached ? photos.map(({ id }) => ({ source: LEAD_PHOTO_ATTACHMENT, id })) : undefined;
  return emails.map((to): QueuedMessage => ({
    channel: "email",
    kind: NEW_LEAD,
    leadId: lead.id,
    to,
    replyTo: lead.email,
    subject: notification.subject,
    text: notification.text,
    html: notification.html,
    headers,
    attachments,
  }));
}
