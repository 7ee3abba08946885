/**
 * The hazard intake (issue #47 item 2): the quote form's storm questions while storm mode is on,
 * validated with the form (zod, read by Conform's parseWithZod), stored on the lead as its
 * answers and the tier they set.
 */
import { z } from "zod";

import type { Locale } from "~/content/locale";
import { stormText } from "~/content/storm-text";

import { type StormHazard, stormHazards, tierFor } from "./tiers";

export const canLeaveAnswers = ["yes", "no"] as const;
export const insuranceAnswers = ["yes", "no", "unsure"] as const;

/** The intake's fields, added to the quote form's schema while storm mode is on. */
export function stormIntakeShape(locale: Locale) {
  const words = stormText[locale].intake;
  const invalid = { errorMap: () => ({ message: words.invalid }) };
  return {
    // Unticked boxes send nothing: no hazard ticked is no answer (Yellow), never an error.
    stormHazards: z.array(z.enum(stormHazards, invalid)).max(stormHazards.length).optional().default([]),
    stormCanLeave: z.enum(canLeaveAnswers, { errorMap: () => ({ message: words.canLeaveMissing }) }),
    stormInsurance: z.enum(insuranceAnswers, invalid).optional(),
  };
}

export interface IntakeAnswers {
  stormHazards: StormHazard[];
  stormCanLeave: (typeof canLeaveAnswers)[number];
  stormInsurance?: (typeof insuranceAnswers)[number];
}

/** The answers as the lead's columns, with the tier they set. */
export function intakeColumns({ stormHazards: hazards, stormCanLeave, stormInsurance }: IntakeAnswers) {
  const unique = [...new Set(hazards)];
  return {
    stormHazards: JSON.stringify(unique),
    stormCanLeave: stormCanLeave === "yes" ? 1 : 0,
    stormInsuranceClaim: stormInsurance === "yes" ? 1 : stormInsurance === "no" ? 0 : null,
    stormTier: tierFor({ hazards: unique, canLeaveSafely: stormCanLeave === "yes" }),
  };
}

/** The intake's words for the form (sent with the root data in the page's language, never in its JavaScript). */
export function intakeWords(locale: Locale) {
  const words = stormText[locale].intake;
  return {
    legend: words.legend,
    hint: words.hint,
    hazards: stormHazards.map((value) => ({ value, label: words.hazards[value] })),
    canLeave: words.canLeave,
    insurance: words.insurance,
    canLeaveOptions: [
      { value: "yes", label: words.yes },
      { value: "no", label: words.no },
    ],
    insuranceOptions: [
      { value: "yes", label: words.yes },
      { value: "no", label: words.no },
      { value: "unsure", label: words.unsure },
    ],
    photos: words.photos,
  };
}

export type IntakeWords = ReturnType<typeof intakeWords>;
