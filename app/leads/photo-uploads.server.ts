import type { Locale } from "~/content/locale";
import { quoteMessages } from "~/content/quote-messages";
import { fillText } from "~/content/ui-text";
import type { UploadRefusal } from "~/platform/http/upload-admission.server";

import { officePhone } from "./submit-quote.server";

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

/** An upload the server would not take in just now, in the visitor's words, with its status. */
export async function uploadRefusalReply(refusal: UploadRefusal, language: Locale = "en") {
  const phone = await officePhone();
  const messages = quoteMessages[language];
  return refusal === "client-busy"
    ? { status: 429, retryAfterSeconds: 30, message: fillText(messages.photosBusy, { phone }) }
    : { status: 503, retryAfterSeconds: 60, message: fillText(messages.photosOverloaded, { phone }) };
}
