import type { ActionFunctionArgs } from "@remix-run/node";

import { honeypot } from "~/leads/honeypot.server";
import { apiContactSchema, trackingValue, utmParams } from "~/leads/quote-schema";
import { BodyTooLargeError, rateLimitMessage, readBodyText, submitQuoteRequest } from "~/leads/submit-quote.server";

const SUCCESS_MESSAGE = "Message Sent Successfully. We'll get back to you as soon as possible.";

type FieldErrors = Record<string, string[]>;

function reply(
  status: number,
  body: { success: boolean; message: string; errors?: FieldErrors },
  headers?: HeadersInit,
) {
  return Response.json(body, { status, headers });
}

const methodNotAllowed = () =>
  reply(405, { success: false, message: "Use POST to send a quote request." }, { Allow: "POST" });

export function loader() {
  return methodNotAllowed();
}

/** The JSON object or form fields of the body, or a reply explaining why it cannot be read. */
async function readFields(request: Request): Promise<Record<string, unknown> | Response> {
  const contentType = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const isJson = contentType === "application/json";
  if (!isJson && contentType !== "application/x-www-form-urlencoded") {
    return reply(415, {
      success: false,
      message: "Send the request as application/json or application/x-www-form-urlencoded.",
    });
  }
  let text: string;
  try {
    text = await readBodyText(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return reply(413, {
        success: false,
        message: "The request is too large.",
      });
    throw error;
  }
  if (!isJson) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  return reply(400, {
    success: false,
    message: "The body must be a JSON object.",
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();

  const fields = await readFields(request);
  if (fields instanceof Response) return fields;

  // Bots get the same answer as people, so they learn nothing. Older
  // clients send no trap fields at all: that alone is not odd here.
  const verdict = honeypot.judge(fields, { expectTimestamp: false });
  if (verdict === "bot") return reply(201, { success: true, message: SUCCESS_MESSAGE });

  const result = apiContactSchema.safeParse(fields);
  if (!result.success) {
    return reply(400, {
      success: false,
      message: "Please correct the highlighted fields.",
      errors: result.error.flatten().fieldErrors as FieldErrors,
    });
  }

  const url = new URL(request.url);
  const tracking = {
    sourcePage: "api",
    referrer: trackingValue(request.headers.get("Referer")),
    userAgent: trackingValue(request.headers.get("User-Agent")),
    ...Object.fromEntries(
      utmParams.map((param) => [
        param.replace(/_(\w)/, (_, letter: string) => letter.toUpperCase()),
        trackingValue(fields[param] ?? url.searchParams.get(param), 200),
      ]),
    ),
  };

  try {
    const submitted = await submitQuoteRequest(result.data, tracking, {
      clientIp: context.clientIp,
      possibleSpam: verdict === "possible-spam",
    });
    if (submitted.outcome === "rate-limited") {
      return reply(
        429,
        {
          success: false,
          message: rateLimitMessage(submitted.retryAfterSeconds),
        },
        {
          "Retry-After": String(submitted.retryAfterSeconds),
        },
      );
    }
    return reply(201, { success: true, message: SUCCESS_MESSAGE });
  } catch (error) {
    console.error("Storing a quote request failed:", error);
    return reply(503, { success: false, message: "Please try again later." }, { "Retry-After": "30" });
  }
}
