import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Content-Security-Policy nonce for this request's inline scripts. */
    cspNonce?: string;
  }
  // Loader and action types follow the single-fetch (v3_singleFetch) serialization.
  interface Future {
    v3_singleFetch: true;
  }
}
