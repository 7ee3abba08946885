// The quote form's constants, used by the form in the browser and by the zod
// schema on the server; kept apart from the schema so zod stays out of the
// page's JavaScript.

/** The form's element id: the anchor it posts to and returns to. */
export const QUOTE_FORM_ID = "quote-form";

/** Longest accepted value per field: generous for people, small enough to stop abuse. */
export const fieldLimits = {
  name: 100,
  phone: 30,
  email: 254,
  address: 200,
  message: 2000,
} as const;

/** Tracking parameters captured from the landing URL. */
export const utmParams = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
