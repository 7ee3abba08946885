import { z } from "zod";

import { mergeCustomers, splitLead, undoMerge } from "~/customers/customer-merge.server";
import { saveCustomerNotes, savePropertyNote } from "~/customers/customer-notes.server";
import { redirectWithToast } from "~/platform/remix/toast.server";
import type { StaffUser } from "~/staff/auth.server";

const id = z.coerce.number().int().positive();
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("merge"), otherId: id }),
  z.object({ intent: z.literal("undo-merge"), eventId: id }),
  z.object({ intent: z.literal("split"), leadId: id }),
  z.object({ intent: z.literal("notes"), notes: z.string().max(4000).default("") }),
  z.object({ intent: z.literal("property-note"), propertyId: id, note: z.string().max(300).default("") }),
]);

const page = (customerId: number) => `/admin/customers/${customerId}`;

/**
 * The customer page's forms: merge another customer into this one (the toast offers Undo),
 * undo a merge from the timeline, split a request off into a new customer (whose page opens),
 * save the customer's notes or a property's note.
 */
export async function customerAction(customerId: number, formData: FormData, user: StaffUser) {
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const title = formData.get("intent") === "merge" ? "Give the other customer's number" : "Nothing was changed";
    return redirectWithToast(page(customerId), { title, variant: "destructive" }, { status: 303 });
  }
  const form = parsed.data;
  if (form.intent === "notes" || form.intent === "property-note") {
    const saved =
      form.intent === "notes"
        ? await saveCustomerNotes(customerId, form.notes)
        : await savePropertyNote(customerId, form.propertyId, form.note);
    const title = saved ? "Note saved" : "That customer or property was not found";
    return redirectWithToast(page(customerId), { title, variant: saved ? "default" : "destructive" }, { status: 303 });
  }
  const outcome =
    form.intent === "merge"
      ? await mergeCustomers(customerId, form.otherId, user)
      : form.intent === "undo-merge"
        ? await undoMerge(customerId, form.eventId, user)
        : await splitLead(customerId, form.leadId, user);
  if (!outcome.ok)
    return redirectWithToast(page(customerId), { title: outcome.message, variant: "destructive" }, { status: 303 });
  const undo = outcome.mergeEventId
    ? { action: page(customerId), fields: { intent: "undo-merge", eventId: String(outcome.mergeEventId) } }
    : undefined;
  return redirectWithToast(page(outcome.customerId), { title: outcome.message, undo }, { status: 303 });
}
