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
