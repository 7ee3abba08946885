import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

import { staffPasswordSchema } from "./staff-account-schemas";

/**
 * zxcvbn's score from 0 (a common password) to 4. Below 3, an attacker's
 * guessing list finds it early: "password1234", "123456789012", "qwertyuiop12".
 */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

// Built on first use: the dictionaries take a moment to load and only password changes need them.
function getEstimator() {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/** Why a password is too weak (only spaces, or a common password or pattern); undefined when it is strong enough. Server-side only. */
export function passwordWeakness(password: string) {
  if (password.trim() === "") return "The password cannot be only spaces";
  if (getEstimator().check(password.slice(0, 100)).score < MIN_SCORE) {
    return "That password is too common or too easy to guess: try a few unrelated words";
  }
  return undefined;
}

/** A staff password: long enough, not only spaces, and not a common password or pattern. Server-side only. */
export const strongPasswordSchema = staffPasswordSchema.superRefine((password, context) => {
  const weakness = passwordWeakness(password);
  if (weakness) context.addIssue({ code: "custom", message: weakness });
});
