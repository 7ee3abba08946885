import { data, type ActionFunctionArgs } from "@remix-run/node";

import type { FieldErrors } from "~/platform/forms";
import { parseForm } from "~/platform/forms";
import { honeypot } from "./honeypot.server";
import { QUOTE_FORM_ID, quoteFormSchema, trackingValue } from "./quote-schema";
import { BodyTooLargeError, rateLimitMessage, readBodyText, submitQuoteRequest } from "./submit-quote.server";
import { redirectWithToast } from "~/platform/toast.server";

export interface QuoteFormActionData {
  errors: FieldErrors;
  values: Record<string, string>;
  /** A problem with the whole request (rate limit, storage), shown above the button and as a toast. */
  formError?: string;
}

const successToast = {
  title: "Message Sent Successfully",
  description: "We'll get back to you as soon as possible.",
};

function failure(status: number, actionData: Partial<QuoteFormActionData>, headers?: HeadersInit) {
  return data<QuoteFormActionData>({ errors: {}, values: {}, ...actionData }, { status, headers });
}

/** Back to the page the form is on, scrolled to the form, without the index marker. */
function pageUrl(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return `${url.pathname}${url.search}#${QUOTE_FORM_ID}`;
}

/**
 * The action behind the quote form on the home page (#contact) and /contact.
 * It stores the lead before answering, answers without waiting for email, and
 * redirects on success so a refresh never sends the request twice.
 */
export async function quoteFormAction({ request, context }: ActionFunctionArgs) {
  let body: string;
  try {
    body = await readBodyText(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return failure(413, {
        formError: "Your message is too long to send. Please shorten it or call us.",
      });
    }
    throw error;
  }
  const formData = new FormData();
  for (const [name, value] of new URLSearchParams(body)) formData.append(name, value);
  const fields = Object.fromEntries(formData) as Record<string, string>;

  // The site's form always carries the trap's time stamp: without one the post is odd.
  const verdict = honeypot.judge(fields, { expectTimestamp: true });
  if (verdict === "bot") return redirectWithToast(pageUrl(request), successToast);

  const parsed = parseForm(quoteFormSchema, formData);
  if (!parsed.success) return failure(400, { errors: parsed.errors, values: parsed.values });

  const tracking = {
    sourcePage: trackingValue(fields.sourcePage) ?? new URL(request.url).pathname,
    referrer: trackingValue(fields.referrer),
    userAgent: trackingValue(request.headers.get("User-Agent")),
    utmSource: trackingValue(fields.utm_source, 200),
    utmMedium: trackingValue(fields.utm_medium, 200),
    utmCampaign: trackingValue(fields.utm_campaign, 200),
    utmTerm: trackingValue(fields.utm_term, 200),
    utmContent: trackingValue(fields.utm_content, 200),
  };

  try {
    const submitted = await submitQuoteRequest(parsed.data, tracking, {
      clientIp: context.clientIp,
      possibleSpam: verdict === "possible-spam",
    });
    if (submitted.outcome === "rate-limited") {
      return failure(
        429,
        {
          values: fields,
          formError: rateLimitMessage(submitted.retryAfterSeconds),
        },
        { "Retry-After": String(submitted.retryAfterSeconds) },
      );
    }
  } catch (error) {
    console.error("Storing a quote request failed:", error);
    return failure(503, {
      values: fields,
      formError: "Please try again later.",
    });
  }
  return redirectWithToast(pageUrl(request), successToast);
}
