import { z } from "zod";

/** Longest customer notes and property note staff can save (the boxes and the server agree). */
const CUSTOMER_NOTES_MAX_LENGTH = 4000;
const PROPERTY_NOTE_MAX_LENGTH = 300;

/** A record the form names by its id (a hidden field): only a changed page sends a bad one. */
const idField = (message: string) =>
  z.coerce.number({ required_error: message, invalid_type_error: message }).int(message).positive(message);

/*
 * The customer page's forms, read the same in the browser (Conform) and on the server
 * (customer-actions.server.ts): one schema per intent.
 */

/** Merge another customer into this one (one form per customer the merge search found). */
export const mergeCustomerSchema = z.object({
  intent: z.literal("merge"),
  otherId: idField("Choose the customer to merge from the search"),
});

/** Undo a merge from the timeline. */
export const undoMergeSchema = z.object({
  intent: z.literal("undo-merge"),
  eventId: idField("That merge was not found."),
});

/** Split one of the customer's requests off into a new customer. */
export const splitLeadSchema = z.object({
  intent: z.literal("split"),
  leadId: idField("That request is not this customer's."),
});

/** The customer's notes; empty clears them. */
export const customerNotesSchema = z.object({
  intent: z.literal("notes"),
  notes: z
    .string()
    .max(
      CUSTOMER_NOTES_MAX_LENGTH,
      `Please keep the notes under ${CUSTOMER_NOTES_MAX_LENGTH.toLocaleString("en-US")} characters`,
    )
    .default(""),
});

/** A property's note (gate code, dog, where to park); empty clears it. */
export const propertyNoteSchema = z.object({
  intent: z.literal("property-note"),
  propertyId: idField("That property is not this customer's."),
  note: z
    .string()
    .max(PROPERTY_NOTE_MAX_LENGTH, `Please keep a property note under ${PROPERTY_NOTE_MAX_LENGTH} characters`)
    .default(""),
});
