/**
 * The quote form's module for pages: a page with the form exports its action
 * from here, and the form component reads its id and fields from here.
 *
 * One module for both on purpose: the browser build replaces
 * quote-form.server with an empty module, and reached through the form (in
 * the chunk every page shares, see components/kit.ts) that costs no file of
 * its own; imported by two routes directly, it would be one more request on
 * the home and contact pages (scripts/bundle-budget.js).
 */
export { type LeadField, leadFieldsIn } from "../lead-fields";
export { quoteFormAction } from "./quote-form.server";
export { keepPageAfterFailedSend, quoteFormClientAction } from "./quote-form-client-action";
export { QUOTE_FORM_ID, type QuoteSent, type QuoteSentRootData, utmParams } from "./quote-form-fields";
