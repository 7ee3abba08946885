import type { SubmissionResult } from "@conform-to/react";
import { type ClientActionFunctionArgs, redirect, type ShouldRevalidateFunction } from "@remix-run/react";
import { decode } from "turbo-stream";

import { PHOTOS_STAY_FIELD, UPLOAD_PROGRESS_EVENT } from "./quote-form-fields";

export const CONNECTION_FAILED =
  "Your request could not be sent: the connection to our server failed. What you typed and your photos are still here. Please try again, or call us.";

/**
 * The quote form's post with JavaScript: with photos, shrunk and sent with
 * its progress shown (quote-photo-send.ts); a failure on the way (the network
 * dropped, a proxy's own error page) answers like any other refusal, above
 * the button, instead of the error page that would replace the form and
 * everything typed in it. Redirects (the thank-you) pass through.
 */
export async function quoteFormClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  try {
    const form = await request.clone().formData();
    if (form.getAll("photos").some((photo) => typeof photo !== "string" && photo.size > 0)) {
      const { sendQuoteWithPhotos } = await import("./quote-photo-send");
      return await sendQuoteWithPhotos(request.url, form, {
        remix: { decode, redirect },
        stayField: PHOTOS_STAY_FIELD,
        progressEvent: UPLOAD_PROGRESS_EVENT,
      });
    }
    return await serverAction<SubmissionResult<string[]>>();
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return { status: "error", error: { "": [CONNECTION_FAILED] } } satisfies SubmissionResult<string[]>;
  }
}

/**
 * After a send that never reached the server nothing changed there, and the
 * connection is likely still down: the page's data is not fetched again
 * (that fetch would fail too, and its error page would replace the form).
 * Exported as `shouldRevalidate` by the root and every page with the form.
 */
export const keepPageAfterFailedSend: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  const formError = (actionResult as SubmissionResult<string[]> | undefined)?.error?.[""]?.[0];
  return formError === CONNECTION_FAILED ? false : defaultShouldRevalidate;
};
