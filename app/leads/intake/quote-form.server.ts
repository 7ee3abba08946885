import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, data } from "@remix-run/node";

import { type Locale, localeFromRequest } from "~/content/locale";
import { quoteMessages } from "~/content/quote-messages";
import { fillText } from "~/content/ui-text";
import { refusedUpload } from "~/platform/http/upload-admission.server";
import { intakeSent, withIntakeColumns } from "~/storm/intake";
import { intakeHtml } from "~/storm/intake-html.server";
import type { IntakeReply } from "~/storm/storm-root";
import { getStormSettings } from "~/storm/storm-settings.server";

import { admitPhotos, takesPhotos, uploadRefusalReply } from "./photo-uploads.server";
import { discardReceived, readQuoteFormBody } from "./quote-body.server";
import { photoLimits, PHOTOS_STAY_FIELD } from "./quote-form-fields";
import { QUOTE_FORM_ID, quoteFormSchemas, stormQuoteFormSchemas } from "./quote-schema";
import { redirectToThankYou } from "./quote-sent.server";
import { officePhone, photoFieldError, quoteLimitReached, spamVerdict, storeQuote } from "./submit-quote.server";
import { textConsent } from "./text-consent";

/** Back to the page the form is on, scrolled to the form, without the index marker. */
function pageUrl(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return `${url.pathname}${url.search}#${QUOTE_FORM_ID}`;
}

/**
 * Conform's answer when the request is refused as a whole: the reason above the button, and
 * whatever text was read back in the fields, so a visitor without JavaScript types nothing twice.
 */
function refusedForm(message: string, status: number, retryAfterSeconds?: number, fields: Record<string, string> = {}) {
  return data<SubmissionResult<string[]>>(
    { status: "error", initialValue: fields, error: { "": [message] } },
    { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined },
  );
}

/**
 * The action behind the quote form on the home page (#contact) and /contact.
 * The spam trap first, then the form parsed once (parseWithZod); it stores
 * the lead before answering, answers without waiting for email, and
 * redirects on success to the thank-you in place of the form (quote-sent.server.ts),
 * so a refresh never sends the request twice. Every
 * refusal is Conform's result: messages per field, the values as typed, and
 * a problem with the whole request (rate limit, storage) as the form's error.
 */
export const quoteFormAction = takesPhotos(async ({ request, context }: ActionFunctionArgs) => {
  // The page's language is the visitor's: the form's messages, the lead and its emails are in it.
  const language = localeFromRequest(request);
  // An address past its limit is answered before it uploads its photos.
  const limited = quoteLimitReached(request, context.clientKey, language);
  if (limited) return refusedForm(limited.message, 429, limited.retryAfterSeconds);

  // Photos the server can't take in now are refused before they are read: only the text is read, to be kept.
  const admission = await admitPhotos(request, context.clientKey);
  try {
    const upload = admission.refusal ? refusedUpload(admission.refusal) : context.upload;
    return await answerForm(request, context, language, await readQuoteFormBody(request, upload));
  } finally {
    admission.release();
  }
});

/** The quote form's answer to its body: refused as a whole, or answered field by field (answerQuote). */
async function answerForm(
  request: Request,
  context: ActionFunctionArgs["context"],
  language: Locale,
  body: Awaited<ReturnType<typeof readQuoteFormBody>>,
) {
  const messages = quoteMessages[language];
  if (body.status === "too-large") {
    return refusedForm(await tooLargeMessage(body.what, language), 413, undefined, body.fields);
  }
  if (body.status === "refused") {
    const refusal = await uploadRefusalReply(body.refusal, language);
    return refusedForm(refusal.message, refusal.status, refusal.retryAfterSeconds, body.fields);
  }
  if (body.status === "unreadable") {
    return refusedForm(fillText(messages.unreadable, { phone: await officePhone() }), 400);
  }

  try {
    return await answerQuote(request, context, language, body);
  } finally {
    // Photos of a lead not stored (a mistake in the form, a limit) go; a stored lead's were moved already.
    discardReceived(body.photos);
  }
}

/** The quote form's answer to a body read whole: stored (the thank-you), or the form again with why. */
async function answerQuote(
  request: Request,
  context: Pick<ActionFunctionArgs["context"], "clientKey" | "clientIp">,
  language: Locale,
  { fields, photos, photosLost }: Extract<Awaited<ReturnType<typeof readQuoteFormBody>>, { status: "read" }>,
) {
  const received = Array.isArray(photos) ? photos : [];
  const verdict = spamVerdict(fields, "site-form");
  // A bot that filled the hidden field is answered like a person, and nothing is stored.
  if (verdict === "bot") {
    const service = typeof fields.service === "string" ? fields.service.slice(0, 100) : "";
    return redirectToThankYou(pageUrl(request), { service, photos: received.length });
  }

  // While storm mode is on the form asks the hazard intake's questions (app/storm/intake.ts).
  const storm = await getStormSettings();
  const schema = storm.on ? stormQuoteFormSchemas[language] : quoteFormSchemas[language];
  const submission = parseWithZod(new URLSearchParams(fields), { schema });
  const photoError = photoFieldError(photos, language);
  // Without JavaScript the page that comes back has an empty photo field: say so beside it.
  const notKept =
    received.length > 0 && fields[PHOTOS_STAY_FIELD] !== "1" ? quoteMessages[language].photosNotKept : undefined;
  const photoMessage = photoError ?? notKept;
  const fieldErrors = photoMessage ? { photos: [photoMessage] } : undefined;
  if (submission.status !== "success" || photoError) {
    const reply = submission.reply({ fieldErrors });
    // The intake's questions are HTML made on the server: made again as answered, with their messages.
    const intake = storm.on ? intakeHtml(language, QUOTE_FORM_ID, intakeSent(fields, reply.error)) : undefined;
    return data<SubmissionResult<string[]> & IntakeReply>({ ...reply, intake }, { status: 400 });
  }

  const { textMe, ...quote } = withIntakeColumns(submission.value);
  // The consent is the page's own: the words it showed, where and from which address it was sent.
  const consent = textMe ? textConsent(new Date(), new URL(request.url).pathname, context.clientIp) : {};
  const result = await storeQuote({ ...quote, ...consent, language }, fields, {
    channel: "site-form",
    request,
    clientKey: context.clientKey,
    possibleSpam: verdict === "possible-spam",
    photos: received,
    photosLost,
    sendConfirmation: true,
  });
  switch (result.status) {
    case "stored":
      return redirectToThankYou(pageUrl(request), {
        service: submission.value.service,
        photos: received.length,
        photosNotStored: result.photosNotStored,
        leadId: result.leadId,
      });
    case "rate-limited":
      return data(submission.reply({ formErrors: [result.message], fieldErrors }), {
        status: 429,
        headers: { "Retry-After": String(result.retryAfterSeconds) },
      });
    case "unavailable":
      return data(submission.reply({ formErrors: [result.message], fieldErrors }), {
        status: 503,
        headers: { "Retry-After": "60" },
      });
  }
}

async function tooLargeMessage(what: "photos" | "text", language: Locale) {
  const messages = quoteMessages[language];
  if (what === "text") return messages.textTooLarge;
  const megabytes = photoLimits.maxRequestBytes / 1024 / 1024;
  return fillText(messages.photosTooLarge, { megabytes, phone: await officePhone() });
}
