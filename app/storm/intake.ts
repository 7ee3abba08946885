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

/**
 * The form's field name of a hazard's box: one name each ("stormHazards.structure=on", read by
 * Conform as an object), since the quote form's body keeps one value per name.
 */
export const hazardFieldName = (hazard: StormHazard) => `stormHazards.${hazard}`;

/** The intake's fields, added to the quote form's schema while storm mode is on. */
export function stormIntakeShape(locale: Locale) {
  const words = stormText[locale].intake;
  const invalid = { errorMap: () => ({ message: words.invalid }) };
  return {
    // Unticked boxes send nothing: no hazard ticked is no answer (Yellow), never an error.
    stormHazards: z
      .record(z.enum(stormHazards, invalid), z.literal("on", invalid))
      .optional()
      .transform((ticked) => stormHazards.filter((hazard) => ticked?.[hazard])),
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

/** A parsed quote form's fields without the intake's, and the intake's as the lead's columns (none outside storm mode). */
export function withIntakeColumns<Fields extends object>(value: Fields & Partial<IntakeAnswers>) {
  const { stormHazards: hazards = [], stormCanLeave, stormInsurance, ...fields } = value;
  const columns = stormCanLeave ? intakeColumns({ stormHazards: hazards, stormCanLeave, stormInsurance }) : {};
  return { ...fields, ...columns };
}

/** What a sent form answered, as the intake shows it again (ticked, chosen) when the form comes back. */
export interface IntakeSent {
  hazards: readonly string[];
  canLeave?: string;
  insurance?: string;
  /** The message beside "Can you leave home safely?" when it was not answered. */
  canLeaveError?: string;
  /** A made-up answer (not one the form offers). */
  invalidError?: string;
}

/** The intake's answers and messages from a refused form's fields and Conform's errors. */
export function intakeSent(
  fields: Record<string, string>,
  errors: Record<string, string[] | null> | null | undefined,
): IntakeSent {
  const messagesOf = (match: (name: string) => boolean) =>
    Object.entries(errors ?? {})
      .filter(([name]) => match(name))
      .flatMap(([, list]) => list ?? [])[0];
  return {
    hazards: stormHazards.filter((hazard) => fields[hazardFieldName(hazard)] === "on"),
    canLeave: fields.stormCanLeave,
    insurance: fields.stormInsurance,
    canLeaveError: messagesOf((name) => name === "stormCanLeave"),
    invalidError: messagesOf((name) => name.startsWith("stormHazards") || name === "stormInsurance"),
  };
}

/** The intake's words for the form (the HTML is made on the server, never in the page's JavaScript). */
export function intakeWords(locale: Locale) {
  const words = stormText[locale].intake;
  return {
    legend: words.legend,
    hint: words.hint,
    hazards: stormHazards.map((value) => ({ value, name: hazardFieldName(value), label: words.hazards[value] })),
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
