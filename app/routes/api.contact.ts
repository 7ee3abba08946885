import type { ActionFunctionArgs } from "@remix-run/node";

import { BodyTooLargeError, readBodyText, submitQuote } from "~/leads/submit-quote.server";
import { apiError, apiSuccess, methodNotAllowed } from "~/platform/api.server";

const SUCCESS_MESSAGE = "Message Sent Successfully. We'll get back to you as soon as possible.";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** The JSON object or form fields of the body, or a reply explaining why it cannot be read. */
async function readFields(request: Request): Promise<Record<string, unknown> | Response> {
  const contentType = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const isJson = contentType === "application/json";
  if (!isJson && contentType !== "application/x-www-form-urlencoded") {
    return apiError("Send the request as application/json or application/x-www-form-urlencoded.", 415);
  }
  let text: string;
  try {
    text = await readBodyText(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return apiError("The request is too large.", 413);
    throw error;
  }
  if (!isJson) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  return apiError("The body must be a JSON object.", 400);
}

/** POST /api/contact (SPEC §7): a quote request from any client; 201 once the lead is stored. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);

  const fields = await readFields(request);
  if (fields instanceof Response) return fields;

  const result = await submitQuote(fields, { channel: "api", request, clientIp: context.clientIp });
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
