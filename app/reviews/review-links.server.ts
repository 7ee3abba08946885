import { signParts, verifyParts } from "~/platform/signed-token.server";

/** Where a tracked link leads: the Google review page or the optional second platform. */
export type ReviewTarget = "google" | "other";

/** A review email's tracked link (/r/<token>), signed so nobody can record a click by guessing it. */
export const clickToken = (leadId: number, target: ReviewTarget) => signParts(["click", String(leadId), target]);

export function readClickToken(token: string) {
  const parts = verifyParts(token);
  if (parts?.[0] !== "click" || (parts[2] !== "google" && parts[2] !== "other")) return undefined;
  return { leadId: Number(parts[1]), target: parts[2] as ReviewTarget };
}
