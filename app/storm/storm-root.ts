/** What the root loader sends every page while storm mode is on (storm-root.server.ts); absent while it is off. */
export interface StormRootData {
  storm?: {
    /** The banner, as HTML rendered on the server. */
    banner: string;
  };
}
