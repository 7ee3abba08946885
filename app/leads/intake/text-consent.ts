import type { NewLead } from "../../../db/schema";

/**
 * The version of the words a visitor agreed to when ticking "Text me about my request"
 * (ui-text.ts and ui-text.es.ts, `textMe` and `textMeTerms`; docs/texts.md keeps every
 * version's words). Change it with the words.
 */
export const TEXT_CONSENT_VERSION = "2026-11-28";

/** What a lead keeps of its consent to texts: which words, when, on which page, from which address. */
export function textConsent(
  at: Date,
  page: string,
  ip: string | undefined,
): Pick<NewLead, "textConsentAt" | "textConsentVersion" | "textConsentPage" | "textConsentIp"> {
  return {
    textConsentAt: at.toISOString(),
    textConsentVersion: TEXT_CONSENT_VERSION,
    textConsentPage: page.slice(0, 500),
    textConsentIp: ip?.slice(0, 100) ?? null,
  };
}
