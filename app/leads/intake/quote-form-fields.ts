// The quote form's constants, used by the form in the browser and by the zod
// schema on the server; kept apart from the schema so zod stays out of the
// page's JavaScript.

/** The form's element id: the anchor it posts to and returns to. */
export const QUOTE_FORM_ID = "quote-form";

const MB = 1024 * 1024;

/** Photos of the tree: what the form accepts, checked again on the server from the bytes. */
export const photoLimits = {
  maxPhotos: 5,
  maxPhotoBytes: 10 * MB,
  maxRequestBytes: 30 * MB,
  types: ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"],
} as const;

/** Photos a browser can draw, and so scales down before they are sent (photo-redraw.ts); HEIC goes as it is. */
export const drawablePhotoTypes: readonly string[] = ["image/jpeg", "image/png", "image/webp"];

/**
 * Sent by the browser's script with its photos: they are still in the visitor's form, so a
 * refusal need not ask for them again (without JavaScript, the page that comes back has lost them).
 */
export const PHOTOS_STAY_FIELD = "photosStay";

/** The event the quote's upload sends on `window` as its bytes go (quote-photo-send.ts). */
export const UPLOAD_PROGRESS_EVENT = "quote-upload-progress";
export interface UploadProgress {
  sent: number;
  total: number;
  /** Unknown until some bytes have gone. */
  secondsLeft?: number;
}

/** Tracking parameters captured from the landing URL. */
export const utmParams = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** The spam trap's field names and signed time stamp, as the root loader sends them (remix-utils Honeypot). */
export interface HoneypotRootData {
  honeypotInputProps: {
    nameFieldName: string;
    validFromFieldName: string | null;
    encryptedValidFrom: string;
  };
}

/** What the thank-you repeats of a request just sent: the service asked for and how many photos came with it. */
export interface QuoteSent {
  service: string;
  photos: number;
  /** Photos sent but not kept (no room for them): the visitor is asked to have them ready. */
  photosNotStored?: number;
  /** The lead stored, so the thank-you can offer its estimate visit (app/visits); absent for a bot. */
  leadId?: number;
  /** In storm mode: the lead's tier and likely call time, said instead of the usual promise (read, never in the cookie). */
  promise?: string;
}

/** The request just sent, as the root loader sends it to the page that thanks the visitor (leads/intake/quote-sent.server.ts). */
export interface QuoteSentRootData {
  quoteSent: QuoteSent | null;
}
