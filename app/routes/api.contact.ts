import type { ActionFunctionArgs } from "@remix-run/node";

import { admitPhotos, takesPhotos, uploadRefusalReply } from "~/leads/intake/photo-uploads.server";
import {
  BodyTooLargeError,
  discardReceived,
  readBodyText,
  readQuoteFormBody,
  type ReceivedPhoto,
} from "~/leads/intake/quote-body.server";
import { quoteLimitReached, submitApiQuote } from "~/leads/intake/submit-quote.server";
import type { UploadAllowance, UploadRefusal } from "~/platform/http/upload-admission.server";
import { apiError, apiSuccess, methodNotAllowed } from "~/platform/remix/api.server";

const SUCCESS_MESSAGE = "Message Sent Successfully. We'll get back to you as soon as possible.";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** The JSON object, form fields or multipart form (with photos) of the body, or a reply explaining why it cannot be read. */
async function readQuote(
  request: Request,
  upload: UploadAllowance | undefined,
): Promise<
  { fields: Record<string, unknown>; photos?: ReceivedPhoto[] | { refused: string }; photosLost?: number } | Response
> {
  const contentType = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (contentType !== "application/json") {
    if (contentType !== "application/x-www-form-urlencoded" && contentType !== "multipart/form-data") {
      return apiError(
        "Send the request as application/json, application/x-www-form-urlencoded or multipart/form-data.",
        415,
      );
    }
    const body = await readQuoteFormBody(request, upload);
    if (body.status === "too-large") return apiError("The request is too large.", 413);
    if (body.status === "refused") return uploadRefused(body.refusal);
    if (body.status === "unreadable") return apiError("The multipart body could not be read.", 400);
    return body;
  }
  let text: string;
  try {
    text = await readBodyText(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return apiError("The request is too large.", 413);
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return { fields: parsed as Record<string, unknown> };
  } catch {
    // answered below
  }
  return apiError("The body must be a JSON object.", 400);
}

async function uploadRefused(refusal: UploadRefusal) {
  const { message, status, retryAfterSeconds } = await uploadRefusalReply(refusal);
  return apiError(message, status, retryAfterSeconds ? { headers: { "Retry-After": String(retryAfterSeconds) } } : {});
}

/** POST /api/contact (SPEC §7): a quote request from any client; 201 once the lead is stored. */
export const action = takesPhotos(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const limited = quoteLimitReached(request, context.clientKey);
  if (limited) return apiError(limited.message, 429, { headers: { "Retry-After": String(limited.retryAfterSeconds) } });

  // Photos the server can't take in now are refused before a byte of them is read.
  const admission = await admitPhotos(request, context.clientKey);
  if (admission.refusal) return uploadRefused(admission.refusal);
  try {
    return await storeApiQuote(request, context);
  } finally {
    admission.release();
  }
});

async function storeApiQuote(request: Request, context: ActionFunctionArgs["context"]) {
  const body = await readQuote(request, context.upload);
  if (body instanceof Response) return body;

  const result = await submitApiQuote(body.fields, {
    request,
    clientKey: context.clientKey,
    photos: body.photos,
    photosLost: body.photosLost,
  }).finally(() => discardReceived(body.photos));
  switch (result.status) {
    case "stored":
    case "dropped": // bots get the same answer as people, so they learn nothing
      return apiSuccess({ message: SUCCESS_MESSAGE }, { status: 201 });
    case "invalid":
      return apiError("Please correct the highlighted fields.", 400, { errors: result.errors });
    case "rate-limited":
      return apiError(result.message, 429, { headers: { "Retry-After": String(result.retryAfterSeconds) } });
    case "unavailable":
      return apiError(result.message, 503, { headers: { "Retry-After": "30" } });
  }
}
