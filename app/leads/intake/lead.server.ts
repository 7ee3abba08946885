import type { Kysely } from "kysely";

import { callbackDueAt } from "~/clock/business-time";
import { attachLeadToCustomer } from "~/customers/customer-intake.server";
import { db } from "~/platform/db.server";
import { kickStormDesk } from "~/storm/storm-desk.server";
import { enterStormQueue } from "~/storm/storm-promises.server";

import type { Database } from "../../../db/schema";
import { queueNewLeadMessages } from "../messages/lead-notifications.server";
import { photoRoom } from "../photos/lead-photos.server";
import { keepWaiting } from "../photos/photo-files.server";
import type { ReceivedPhoto } from "./quote-body.server";
import type { LeadTracking, QuoteRequest } from "./quote-schema";

/** The photos waiting to be cleaned fill their spool: the request is refused before it is answered, never stored without its photos. */
export class PhotoSpoolFullError extends Error {
  name = "PhotoSpoolFullError";
}

/** A repeat of the same request inside this window is a double click or a retry. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export interface CreateLeadOptions {
  /** The call-back promise (CALLBACK_MINUTES), fixed on the lead when it arrives. */
  callbackMinutes: number;
  /** The spam trap's time stamp was odd: kept, and flagged for staff. */
  possibleSpam?: boolean;
  /** Photos sent with the request, stored with the lead or not at all. */
  photos?: ReceivedPhoto[];
  /** Photos sent but lost before they could be stored (the disk refused them while they were read). */
  photosLost?: number;
  /** Room for photos (PHOTO_STORAGE_MB): past it the lead is stored without them, never refused. */
  photoStorageBytes?: number;
  /** Room for photos waiting to be cleaned (PHOTO_SPOOL_MB): past it the request is refused (PhotoSpoolFullError). */
  photoSpoolBytes?: number;
  /** Email the visitor a confirmation (within its limits): the site's form always asks, an API client when it says so. */
  sendConfirmation: boolean;
  now?: Date;
}

/**
 * Stores a lead with its photos and queues its messages (staff emails,
 * webhooks, the visitor's confirmation) in one transaction, so a lead is never stored without them (or
 * the reverse). A repeat of a recent identical request stores and sends nothing.
 */
export async function createLead(request: QuoteRequest, tracking: LeadTracking, options: CreateLeadOptions) {
  const stored = await db.transaction().execute((trx) => storeLead(trx, request, tracking, options));
  // A new lead moves the storm's waits (the banner's, the board's).
  if (!stored.duplicate) kickStormDesk();
  return stored;
}

/** A lead's request as stored: a text or a missed call has no service yet (UNSTATED_SERVICE, content/services.ts). */
type LeadRequest = Omit<QuoteRequest, "service"> & { service: string };

/** createLead in the caller's transaction (a text to the site's number stores its lead with its webhook). */
export async function storeLead(
  trx: Kysely<Database>,
  request: LeadRequest,
  tracking: LeadTracking,
  options: CreateLeadOptions,
) {
  const now = options.now ?? new Date();
  const createdAt = now.toISOString();
  const message = request.message ?? "";
  // The same person sending the same request again; a corrected name or email is a new request.
  const duplicate = await trx
    .selectFrom("leads")
    .select("id")
    .where("phone", "=", request.phone)
    .where("service", "=", request.service)
    .where("message", "=", message)
    .where("name", "=", request.name)
    .where("email", "is", request.email ?? null)
    .where("createdAt", ">=", new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString())
    .executeTakeFirst();
  if (duplicate) return { leadId: duplicate.id, duplicate: true, photosNotStored: 0 };

  const sent = options.photos ?? [];
  const room = sent.length
    ? await photoRoom(trx, sent, {
        storageBytes: options.photoStorageBytes ?? Number.POSITIVE_INFINITY,
        spoolBytes: options.photoSpoolBytes ?? Number.POSITIVE_INFINITY,
      })
    : { fitsStorage: true, fitsSpool: true };
  if (!room.fitsSpool) throw new PhotoSpoolFullError("The photos waiting to be cleaned fill PHOTO_SPOOL_MB.");
  const photosFit = room.fitsStorage;
  const photos = photosFit ? sent : [];

  const inserted = await trx
    .insertInto("leads")
    // The request's and the tracking's fields are named as their columns: a new one is stored as it is.
    .values({
      ...request,
      ...tracking,
      message,
      createdAt,
      callbackDueAt: callbackDueAt(now, request.service, options.callbackMinutes).toISOString(),
      possibleSpam: options.possibleSpam ? 1 : 0,
      photosNotStored: sent.length - photos.length + (options.photosLost ?? 0),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { customerId, propertyId } = await attachLeadToCustomer(trx, inserted, now);
  const lead = { ...inserted, customerId, propertyId };
  // In storm mode: its tier and the call time its confirmation promises (app/storm).
  await enterStormQueue(trx, lead, now);

  if (photos.length)
    await trx
      .insertInto("leadPhotos")
      .values(
        photos.map(({ file, ...photo }) => ({
          ...photo,
          leadId: lead.id,
          createdAt,
          originalFile: keepWaiting(file),
        })),
      )
      .execute();
  // A refusal for another reason (the address's daily photos, a full disk) is logged by the caller.
  if (!photosFit && options.photoStorageBytes) {
    console.warn(
      `Photo storage is full (PHOTO_STORAGE_MB): lead ${lead.id} was stored without its ${sent.length} photos.`,
    );
  }
  await queueNewLeadMessages(trx, lead, now, { sendConfirmation: options.sendConfirmation });
  return { leadId: lead.id, duplicate: false, photosNotStored: lead.photosNotStored };
}
