import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Content-Security-Policy nonce for this request's inline scripts. */
    cspNonce?: string;
    /** The visitor's IP address as resolved by Express under TRUST_PROXY. */
    clientIp?: string;
  }
  // Loader and action types follow the single-fetch (v3_singleFetch) serialization.
  interface Future {
    v3_singleFetch: true;
  }
}
