import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { mergeCustomers, splitLead, undoMerge } from "~/customers/customer-merge.server";
import { saveCustomerNotes, savePropertyNote } from "~/customers/customer-notes.server";
import { formSaved } from "~/platform/remix/form-reply.server";
import { redirectWithToast } from "~/platform/remix/toast.server";
import type { StaffUser } from "~/staff/auth.server";

import {
  customerNotesSchema,
  mergeCustomerSchema,
  propertyNoteSchema,
  splitLeadSchema,
  undoMergeSchema,
} from "./customer-forms";

const page = (customerId: number) => `/admin/customers/${customerId}`;

type Form = { request: Request; customerId: number; formData: FormData; user: StaffUser };

/*
 * The customer page's forms (customer-forms.ts): bad input is answered with the fields'
 * messages (400), a refusal with the form's (404, 409), a change with its toast, back on
 * this customer's page.
 */

async function merge({ request, customerId, formData, user }: Form) {
  const submission = parseWithZod(formData, { schema: mergeCustomerSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const outcome = await mergeCustomers(customerId, submission.value.otherId, user);
  if (!outcome.ok) return data(submission.reply({ formErrors: [outcome.message] }), { status: outcome.status });
  const undo = outcome.mergeEventId
    ? { action: page(customerId), fields: { intent: "undo-merge", eventId: String(outcome.mergeEventId) } }
    : undefined;
  return formSaved(request, submission, { title: outcome.message, undo }, { back: page(customerId) });
}

async function undo({ request, customerId, formData, user }: Form) {
  const submission = parseWithZod(formData, { schema: undoMergeSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const outcome = await undoMerge(customerId, submission.value.eventId, user);
  if (!outcome.ok) return data(submission.reply({ formErrors: [outcome.message] }), { status: outcome.status });
  return formSaved(request, submission, { title: outcome.message }, { back: page(customerId) });
}

/** A split opens the new customer's page, with JavaScript too (a fetcher follows the redirect). */
async function split({ customerId, formData, user }: Form) {
  const submission = parseWithZod(formData, { schema: splitLeadSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const outcome = await splitLead(customerId, submission.value.leadId, user);
  if (!outcome.ok) return data(submission.reply({ formErrors: [outcome.message] }), { status: outcome.status });
  return redirectWithToast(page(outcome.customerId), { title: outcome.message });
}

async function notes({ request, customerId, formData }: Form) {
  const submission = parseWithZod(formData, { schema: customerNotesSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await saveCustomerNotes(customerId, submission.value.notes)))
    return data(submission.reply({ formErrors: ["That customer was not found."] }), { status: 404 });
  return formSaved(request, submission, { title: "Notes Saved" }, { back: page(customerId) });
}

async function propertyNote({ request, customerId, formData }: Form) {
  const submission = parseWithZod(formData, { schema: propertyNoteSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await savePropertyNote(customerId, submission.value.propertyId, submission.value.note)))
    return data(submission.reply({ formErrors: ["That property is not this customer's."] }), { status: 404 });
  return formSaved(request, submission, { title: "Note Saved" }, { back: page(customerId) });
}

const forms = { merge, "undo-merge": undo, split, notes, "property-note": propertyNote };

/**
 * The customer page's forms: merge another customer into this one (the toast offers Undo),
 * undo a merge from the timeline, split a request off into a new customer (whose page opens),
 * save the customer's notes or a property's note.
 */
export function customerAction(form: Form) {
  const intent = String(form.formData.get("intent"));
  if (!Object.hasOwn(forms, intent)) throw new Response("Unknown form", { status: 400 });
  return forms[intent as keyof typeof forms](form);
}
