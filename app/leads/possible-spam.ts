/** Why a lead is flagged "possible spam", as staff read it on its badge and in the new-lead email. */
export const POSSIBLE_SPAM_REASON = "The form's anti-spam time stamp was missing or invalid. Check before calling.";
