import "@remix-run/node";

import type { UploadAllowance } from "./platform/http/upload-admission.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Content-Security-Policy nonce for this request's inline scripts. */
    cspNonce?: string;
    /** The visitor's IP address as resolved by Express under TRUST_PROXY. */
    clientIp?: string;
    /** What every per-address limit counts by: the address, an IPv6 one by its /64 (platform/http/client-address.ts). */
    clientKey?: string;
    /** A photo upload's allowance: bytes counted as they arrive, and its deadline (platform/http/upload-admission.server.ts). */
    upload?: UploadAllowance;
  }
  // Loader and action types follow the single-fetch (v3_singleFetch) serialization.
  interface Future {
    v3_singleFetch: true;
  }
}
