/** What the root loader sends every page while storm mode is on (storm-root.server.ts); absent while it is off. */
export interface StormRootData {
  storm?: {
    /** The banner, as HTML rendered on the server. */
    banner: string;
    /** Each tier's wait, said instead of the usual promises (the quote form's, the home hero's). */
    promise: string;
    /** On a page with the quote form: the hazard intake's questions, as HTML rendered on the server. */
    intake?: string;
  };
}

/** The quote form's answer may carry the intake again, answered as sent, with its messages (storm mode only). */
export interface IntakeReply {
  intake?: string;
}
