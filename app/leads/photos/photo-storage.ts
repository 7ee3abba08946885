/**
 * Why a lead has no photos though the visitor sent some: the photo storage
 * quota (PHOTO_STORAGE_MB) was reached, so the lead was stored without them
 * (migration 0013). Staff read it on the lead's page and in its email.
 */
export const PHOTO_STORAGE_FULL =
  "the site's photo storage is full (PHOTO_STORAGE_MB). Ask the customer to text or email them; whoever runs the server can raise the limit.";
