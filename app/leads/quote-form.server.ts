import { type ActionFunctionArgs, data } from "@remix-run/node";

import type { FieldErrors } from "~/platform/forms";
import { redirectWithToast } from "~/platform/toast.server";

import { readQuoteFormBody } from "./quote-body.server";
import { photoLimits } from "./quote-form-fields";
import { QUOTE_FORM_ID } from "./quote-schema";
import { officePhone, submitQuote } from "./submit-quote.server";

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
  const body = await readQuoteFormBody(request);
  if (body.status === "too-large") return failure(413, { formError: await tooLargeMessage(body.what) });
  if (body.status === "unreadable") {
    return failure(400, {
      formError: `Your request could not be read. Please try again or call us at ${await officePhone()}.`,
    });
  }

  const { fields, photos } = body;
  const result = await submitQuote(fields, { channel: "site-form", request, clientIp: context.clientIp, photos });
  switch (result.status) {
    case "stored":
    case "dropped":
      return redirectWithToast(pageUrl(request), successToast);
    case "invalid":
      return failure(400, { errors: result.errors, values: result.values });
    case "rate-limited":
      return failure(
        429,
        { values: fields, formError: result.message },
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    case "unavailable":
      return failure(503, { values: fields, formError: result.message }, { "Retry-After": "60" });
  }
}

async function tooLargeMessage(what: "photos" | "text") {
  if (what === "text") return "Your message is too long to send. Please shorten it or call us.";
  const megabytes = photoLimits.maxRequestBytes / 1024 / 1024;
  return `Your photos are too large to send together (${megabytes} MB at most). Please send fewer or smaller photos, or call us at ${await officePhone()}.`;
}
