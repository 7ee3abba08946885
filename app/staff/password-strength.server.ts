import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

import { business } from "~/content/business";
import { towns } from "~/content/towns";

import { staffPasswordSchema } from "./staff-account-schemas";

/**
 * zxcvbn's score from 0 (a common password) to 4. Below 3, an attacker's
 * guessing list finds it early: "password1234", "123456789012", "qwertyuiop12".
 */
const MIN_SCORE = 3;
/** A password built on one of this site's words (its name, a town, the email) must reach zxcvbn's top score. */
const MIN_SCORE_WITH_KNOWN_WORDS = 4;

let estimator: ZxcvbnFactory | undefined;

// Built on first use: the dictionaries take a moment to load and only password changes need them.
function getEstimator() {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/**
 * Words an attacker of this site tries first: the business's name, the towns
 * it serves, and the account's own email (its name and domain), so
 * "WacoTree2026!" or "maria.garcia-2026" count as guessable.
 */
function knownWords(email: string | undefined) {
  const split = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2);
  return [
    business.name,
    ...split(business.name),
    ...towns,
    ...towns.flatMap(split),
    ...(email ? [email, ...split(email)] : []),
  ];
}

/**
 * "WacoTreeService2026!" is long enough to score 4, yet it is the first thing an attacker of this
 * site tries: the site's words with digits and signs around them leave fewer than four letters of its own.
 */
function onlyKnownWords(password: string, words: string[]) {
  let rest = password.toLowerCase();
  for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.replaceAll(word.toLowerCase(), "");
  return rest.replace(/[^\p{L}]/gu, "").length < 4;
}

/**
 * Why a password is too weak (only spaces, or a common password, pattern or
 * a word of this site's or the account's); undefined when it is strong enough. Server-side only.
 */
export function passwordWeakness(password: string, email?: string) {
  if (password.trim() === "") return "The password cannot be only spaces";
  const words = knownWords(email);
  const result = getEstimator().check(password.slice(0, 100), words);
  const usesKnownWords = result.sequence.some((match) => match.dictionaryName === "userInputs");
  if (onlyKnownWords(password, words) || result.score < (usesKnownWords ? MIN_SCORE_WITH_KNOWN_WORDS : MIN_SCORE)) {
    return "That password is too common or too easy to guess (a common pattern, or the business's name, a town or your email in it): try a few unrelated words";
  }
  return undefined;
}

/** A staff password for the account with `email`: long enough, not only spaces, and not guessable. Server-side only. */
export const strongPasswordSchema = (email?: string) =>
  staffPasswordSchema.superRefine((password, context) => {
    const weakness = passwordWeakness(password, email);
    if (weakness) context.addIssue({ code: "custom", message: weakness });
  });
