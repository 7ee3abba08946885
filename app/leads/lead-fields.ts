/**
 * The fields a visitor fills in to ask for a quote, each described once: its
 * column, its labels, its length limit, how staff read its value, and where
 * it shows. The quote form, the office's email, the lead page, the CSV, the
 * API and the webhooks all read this list, so a new field is a migration, an
 * entry here and its rule in the form's schema (quote-schema.ts); see
 * docs/conventions.md, "Add a lead field".
 *
 * The form reads it in the browser: nothing here may pull in zod or a server module.
 */
import { serviceTitle } from "~/content/services";
import { formatPhone } from "~/platform/phone";

import type { Lead } from "../../db/schema";

/** Where a field can show: the quote form, the office's email (and its reminder), the lead page, the CSV, the API, the webhooks. */
export type LeadFieldView = "form" | "email" | "leadPage" | "csv" | "api" | "webhook";

const everywhere = ["form", "email", "leadPage", "csv", "api", "webhook"] as const satisfies LeadFieldView[];

interface LeadFieldDefinition {
  /** The lead's column, and the form field's name. */
  key: keyof Lead;
  /** How staff read it: the email's and the lead page's row, the CSV's column. */
  label: string;
  /** How the visitor reads it on the form. */
  formLabel: string;
  /** The longest value accepted: the form's maxlength and the schema's limit. */
  limit?: number;
  /** A value as staff read it (a formatted phone, a service's title); the value itself without one. */
  format?: (value: string) => string;
  /** What the email says for a field the visitor left empty ("(not given)" when not set). */
  emptyInEmail?: string;
  /** The views that show it, the API and the webhooks under its key, the others under its label. */
  shownIn: readonly LeadFieldView[];
}

/** In the order the visitor fills them in, which is also the order the email, the lead page and the webhooks show them. */
export const leadFields = [
  { key: "name", label: "Name", formLabel: "Full Name", limit: 100, shownIn: everywhere },
  { key: "phone", label: "Phone", formLabel: "Phone Number", limit: 30, format: formatPhone, shownIn: everywhere },
  { key: "email", label: "Email", formLabel: "Email Address", limit: 254, shownIn: everywhere },
  { key: "address", label: "Address", formLabel: "Street Address", limit: 200, shownIn: everywhere },
  { key: "service", label: "Service", formLabel: "Service Needed", format: serviceTitle, shownIn: everywhere },
  {
    key: "message",
    label: "Message",
    formLabel: "Message",
    limit: 2000,
    emptyInEmail: "(none)",
    shownIn: everywhere,
  },
] as const satisfies readonly LeadFieldDefinition[];

export type LeadField = (typeof leadFields)[number];
export type LeadFieldKey = LeadField["key"];

/**
 * SPEC §3's lead fields in its order (email before phone), kept by the API's
 * JSON and the CSV's columns; fields added since follow them.
 */
const specFieldOrder: readonly LeadFieldKey[] = ["name", "email", "phone", "address", "service", "message"];

/** The fields a view shows, in its order. */
export function leadFieldsIn(view: LeadFieldView): LeadField[] {
  const shown = leadFields.filter((field) => (field.shownIn as readonly LeadFieldView[]).includes(view));
  if (view !== "api" && view !== "csv") return shown;
  const rank = (field: LeadField) => {
    const index = specFieldOrder.indexOf(field.key);
    return index === -1 ? specFieldOrder.length : index;
  };
  return shown.sort((a, b) => rank(a) - rank(b));
}

/** Fields SPEC §3 did not have: the CSV puts them after all of its older columns, so older sheets' columns stay put. */
export const isSpecField = (field: LeadField) => specFieldOrder.includes(field.key);

/** The keys of the fields a view shows, in its order: the columns a query selects for it. */
export const leadFieldKeys = (view: LeadFieldView) => leadFieldsIn(view).map((field) => field.key);

/** Longest accepted value per field (the form's maxlength, the schema's limits): generous for people, small enough to stop abuse. */
export const fieldLimits = Object.fromEntries(
  leadFields.flatMap((field) => ("limit" in field ? [[field.key, field.limit]] : [])),
) as { [Field in LeadField as Field extends { limit: number } ? Field["key"] : never]: number };

type FieldValues = Partial<Record<LeadFieldKey, string | null>>;

/** A field's value as staff read it on a screen or in the CSV, or undefined when the visitor left it empty. */
export function leadFieldText(field: LeadField, lead: FieldValues) {
  const value = lead[field.key];
  if (value === null || value === undefined || value === "") return undefined;
  return "format" in field ? field.format(value) : value;
}

/** The email's label/value row for a field: an empty one says so. */
export function emailFieldRow(field: LeadField, lead: FieldValues) {
  const empty = "emptyInEmail" in field ? field.emptyInEmail : "(not given)";
  return [field.label, leadFieldText(field, lead) ?? empty] as const;
}
