import type { Locale } from "~/content/locale";
import { quoteMessages } from "~/content/quote-messages";
import { fillText } from "~/content/ui-text";
import { getEnv } from "~/platform/env.server";
import type { UploadAllowance, UploadRefusal } from "~/platform/http/upload-admission.server";

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

/** Photo bytes of requests admitted and not yet stored or refused: the spool's room they will take. */
let spoolReserved = 0;

/** A request's photos taken in, their room held until `release`; or why they are refused (nothing held). */
export interface PhotoAdmission {
  refusal?: UploadRefusal;
  release: () => void;
}

const nothingHeld = () => {};

/**
 * Whether a request's photos are taken in, decided before its body is read: refused when the upload
 * waited too long for its turn, or when the photos waiting to be cleaned (PHOTO_SPOOL_MB), with those
 * of the requests being read, leave no room for its declared size. Otherwise that room is reserved
 * until `release` (the request stored or answered); storing the lead checks the spool again.
 */
export async function admitPhotos(request: Request, upload: UploadAllowance | undefined): Promise<PhotoAdmission> {
  if (upload?.refused) return { refusal: upload.refused, release: nothingHeld };
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
  spoolReserved += declared;
  let released = false;
  return {
    release() {
      if (!released) spoolReserved -= declared;
      released = true;
    },
  };
}
