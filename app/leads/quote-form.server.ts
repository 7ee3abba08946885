import { type ActionFunctionArgs, data } from "@remix-run/node";

import type { FieldErrors } from "~/platform/forms";
import { redirectWithToast } from "~/platform/toast.server";

import { QUOTE_FORM_ID } from "./quote-schema";
import { BodyTooLargeError, readBodyText, submitQuote } from "./submit-quote.server";

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
      return failure(413, { formError: "Your message is too long to send. Please shorten it or call us." });
    }
    throw error;
  }
  const fields = Object.fromEntries(new URLSearchParams(body));

  const result = await submitQuote(fields, { channel: "site-form", request, clientIp: context.clientIp });
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
