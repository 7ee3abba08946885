import type { Locale } from "~/content/locale";
import { quoteMessages } from "~/content/quote-messages";
import { fillText } from "~/content/ui-text";
import { getEnv } from "~/platform/env.server";
import type { UploadRefusal } from "~/platform/http/upload-admission.server";

import { photoBytesWaiting } from "../photos/lead-photos.server";
import { photoLimits } from "./quote-form-fields";
import { officePhone, TEXT_ONLY_BYTES } from "./submit-quote.server";

const actionsTakingPhotos = new WeakSet<object>();

/**
 * Marks a route action that reads photos from a multipart body. The server
 * streams uploads only to the routes whose action is marked (the page, its
 * data URL and the API alike), so a page that exports such an action takes
 * photos with no list to update.
 */
export function takesPhotos<Action extends object>(action: Action) {
  actionsTakingPhotos.add(action);
  return action;
}

export function routeTakesPhotos(module: { action?: unknown }) {
  return typeof module.action === "function" && actionsTakingPhotos.has(module.action);
}

const refusalReplies = {
  "client-busy": { status: 429, retryAfterSeconds: 30, text: "photosBusy" },
  "server-busy": { status: 503, retryAfterSeconds: 60, text: "photosOverloaded" },
  "too-slow": { status: 408, retryAfterSeconds: 0, text: "photosTooSlow" },
} as const;

/** An upload the server would not take in just now, in the visitor's words, with its status. */
export async function uploadRefusalReply(refusal: UploadRefusal, language: Locale = "en") {
  const { status, retryAfterSeconds, text } = refusalReplies[refusal];
  return {
    status,
    retryAfterSeconds,
    message: fillText(quoteMessages[language][text], { phone: await officePhone() }),
  };
}

/** Photo bytes of requests admitted and not yet stored or refused, in all and by client: the spool's room they will take. */
let spoolReserved = 0;
const spoolReservedByClient = new Map<string, number>();
/** What one client (an address, an IPv6 /64) may reserve of the spool at once, as of the uploads in flight (decision 039). */
const SPOOL_SHARE_PER_CLIENT = 1 / 8;

/** A request's photos taken in, their room held until `release`; or why they are refused (nothing held). */
export interface PhotoAdmission {
  refusal?: UploadRefusal;
  release: () => void;
}

const nothingHeld = () => {};

/**
 * Whether a request's photos are taken in, decided before its body is read: refused when the photos
 * waiting to be cleaned (PHOTO_SPOOL_MB) and those of the requests being read leave no room for its
 * declared size, or when its client has reserved its share already (a few clients declaring large
 * bodies they send slowly can't hold the spool). Otherwise that room is reserved until `release`
 * (the request stored or answered); storing the lead checks the spool again.
 */
export async function admitPhotos(request: Request, clientKey = "unknown"): Promise<PhotoAdmission> {
  const declared = Number(request.headers.get("Content-Length") ?? photoLimits.maxRequestBytes);
  const multipart = /^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "");
  if (!multipart || !(declared > TEXT_ONLY_BYTES)) return { release: nothingHeld };
  const spoolBytes = getEnv().PHOTO_SPOOL_MB * 1024 * 1024;
  if ((await photoBytesWaiting()) + spoolReserved + declared > spoolBytes) {
    console.warn(
      "Photos waiting to be cleaned fill PHOTO_SPOOL_MB: a quote with photos was refused before it was read.",
    );
    return { refusal: "server-busy", release: nothingHeld };
  }
  const clientReserved = spoolReservedByClient.get(clientKey) ?? 0;
  if (clientReserved > 0 && clientReserved + declared > spoolBytes * SPOOL_SHARE_PER_CLIENT) {
    return { refusal: "client-busy", release: nothingHeld };
  }
  spoolReserved += declared;
  spoolReservedByClient.set(clientKey, clientReserved + declared);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      spoolReserved -= declared;
      const left = (spoolReservedByClient.get(clientKey) ?? 0) - declared;
      if (left > 0) spoolReservedByClient.set(clientKey, left);
      else spoolReservedByClient.delete(clientKey);
    },
  };
}
