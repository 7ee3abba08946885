import type { Kysely } from "kysely";

import { isEmergencyService, serviceTitle } from "~/content/services";
import { getEnv } from "~/platform/env.server";
import { enqueueMessages, type QueuedMessage } from "~/platform/messages/outbox.server";
import { getLeadRecipients, getLeadSourceMessage } from "~/staff/notification-settings.server";
import { getSiteSettings } from "~/staff/site-settings.server";

import type { Database, Lead } from "../../db/schema";
import { renderConfirmationEmail } from "./confirmation-email.server";
import { confirmationRefusal } from "./confirmation-limit.server";
import { isUnsubscribed } from "./email-unsubscribes.server";
import { directionsUrl, isDrivableAddress } from "./lead-address";
import { leadPageUrl, renderLeadEmail, renderReminderEmail } from "./lead-email.server";
import { leadFieldsIn } from "./lead-fields";
import { photosToNormalize } from "./lead-photos.server";
import { onCallAlerts } from "./on-call-alert.server";
import { visitorLinkUrl } from "./visitor-link.server";

/** Mail clients and phones that honour them put an emergency on top. */
const EMERGENCY_HEADERS = { Importance: "high", "X-Priority": "1" };

type LeadEvent =
  "lead.created" | "lead.overdue" | "lead.follow_up_due" | "job.done" | "review.requested" | "review.clicked";

/**
 * The visitor's fields (lead-fields.ts) under their keys, stored values as
 * they are; a text message on the road also gets where to drive (null
 * without an address) and the service's title.
 */
function webhookFields(lead: Lead) {
  return Object.fromEntries(
    leadFieldsIn("webhook").flatMap(({ key }): Array<[string, unknown]> => {
      const value: [string, unknown] = [key, lead[key]];
      if (key === "address")
        return [value, ["directionsUrl", isDrivableAddress(lead.address) ? directionsUrl(lead.address) : null]];
      if (key === "service") return [value, ["serviceTitle", serviceTitle(lead.service)]];
      return [value];
    }),
  );
}

/** The body every webhook receiver gets, the same shape for each event; `extra` adds the event's own fields. */
export function webhookBody(type: LeadEvent, lead: Lead, siteUrl: string, at: Date, extra: object = {}) {
  return JSON.stringify({ type, timestamp: at.toISOString(), data: { ...leadWebhookData(lead, siteUrl), ...extra } });
}

/** A lead as every webhook carries it (visit webhooks too, under `lead`). */
export function leadWebhookData(lead: Lead, siteUrl: string) {
  return {
    id: lead.id,
    ...webhookFields(lead),
    // The visitor's language ("en" or "es"): call back in it.
    language: lead.language,
    emergency: isEmergencyService(lead.service),
    createdAt: lead.createdAt,
    url: leadPageUrl(siteUrl, lead.id),
  };
}

/** One webhook per configured URL for an event about a lead. */
export function webhooks(type: LeadEvent, lead: Lead, siteUrl: string, at: Date, extra?: object): QueuedMessage[] {
  const body = webhookBody(type, lead, siteUrl, at, extra);
  return getEnv().LEAD_WEBHOOK_URLS.map((url) => ({
    channel: "webhook",
    kind: type,
    leadId: lead.id,
    url,
    body,
  }));
}

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
    photos?: Array<{ id: number; size: number }>;
    /** The site's form always asks; an API client only when it says so (docs/integrations.md). */
    sendConfirmation: boolean;
  },
) {
  const { photos = [] } = options;
  const { SITE_URL: siteUrl } = getEnv();
  const [{ emails }, settings, photosWaiting] = await Promise.all([
    getLeadRecipients(trx, lead.language),
    getSiteSettings(trx),
    photosToNormalize(trx, lead.id),
  ]);
  // Photos still as sent: the staff emails go once they are clean (queueStaffNotification).
  const messages = photosWaiting ? [] : await staffNotifications(trx, lead, photos, emails);
  messages.push(...webhooks("lead.created", lead, siteUrl, now), ...onCallAlerts(lead, siteUrl));
  const confirmTo = options.sendConfirmation && !lead.possibleSpam && settings.sendConfirmations ? lead.email : null;
  const refusal = !confirmTo
    ? undefined
    : (await isUnsubscribed(confirmTo, trx))
      ? "the address unsubscribed"
      : await confirmationRefusal(trx, confirmTo, now);
  if (refusal) console.warn(`No confirmation email for lead ${lead.id}: ${refusal} (limits per address and per day).`);
  if (confirmTo && !refusal) {
    const confirmation = renderConfirmationEmail(lead, {
      phoneNumber: settings.phoneNumber,
      siteUrl,
      bookingUrl: (await visitBookingOpen(trx)) ? visitorLinkUrl(siteUrl, lead) : undefined,
    });
    messages.push({
      channel: "email",
      kind: "confirmation",
      leadId: lead.id,
      to: confirmTo,
      // The visitor's answer reaches the office.
      replyTo: emails[0] ?? null,
      subject: confirmation.subject,
      text: confirmation.text,
      html: confirmation.html,
    });
  }
  return enqueueMessages(trx, messages, now);
}

/**
 * The staff emails of a lead whose photos were normalized after it was stored (decision 050),
 * in the transaction that stores the last of them, attached as the lead's other emails are.
 */
export async function queueStaffNotification(trx: Kysely<Database>, leadId: number, now: Date) {
  const lead = await trx.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
  if (!lead) return 0; // removed meanwhile
  const photos = await trx.selectFrom("leadPhotos").select(["id", "size"]).where("leadId", "=", leadId).execute();
  const { emails } = await getLeadRecipients(trx, lead.language);
  return enqueueMessages(trx, await staffNotifications(trx, lead, photos, emails), now);
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
    kind: "lead",
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

/** Queues an overdue lead's reminder emails and its `lead.overdue` webhooks. */
export async function queueOverdueMessages(trx: Kysely<Database>, lead: Lead, dueAt: string, now: Date) {
  const { SITE_URL: siteUrl } = getEnv();
  const { emails } = await getLeadRecipients(trx, lead.language);
  const reminder = renderReminderEmail(lead, { siteUrl, dueAt, now });
  const headers = isEmergencyService(lead.service) ? EMERGENCY_HEADERS : undefined;
  return enqueueMessages(
    trx,
    [
      ...emails.map((to): QueuedMessage => ({
        channel: "email",
        kind: "reminder",
        leadId: lead.id,
        to,
        replyTo: lead.email,
        subject: reminder.subject,
        text: reminder.text,
        html: reminder.html,
        headers,
      })),
      ...webhooks("lead.overdue", lead, siteUrl, now),
    ],
    now,
  );
}
