import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { formatWacoTime } from "~/clock/waco-time";
import { serviceTitle } from "~/content/services";
import { recordLeadEvent } from "~/leads/lead-events.server";
import type { Actor } from "~/leads/lead-row";
import { db } from "~/platform/db.server";
import { formSaved } from "~/platform/remix/form-reply.server";
import { redirectWithToast } from "~/platform/remix/toast.server";
import type { StaffUser } from "~/staff/auth.server";
import { assertOwner } from "~/staff/auth.server";
import { audit } from "~/staff/staff-accounts.server";

import { leadDeletionSchema } from "./lead-forms";

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;

/**
 * Deletes a lead's photos (junk that fills the photo quota, issue #30) and
 * says so on its timeline, with who, how many and how much. Undefined when
 * the lead does not exist.
 */
export async function deleteLeadPhotos(leadId: number, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
    if (!lead) return undefined;
    const { count, bytes } = await trx
      .selectFrom("leadPhotos")
      .select((eb) => [
        eb.fn.countAll<number>().as("count"),
        eb.fn.coalesce(eb.fn.sum<number>("size"), eb.lit(0)).as("bytes"),
      ])
      .where("leadId", "=", leadId)
      .executeTakeFirstOrThrow();
    if (Number(count) === 0) return { count: 0 };
    await trx.deleteFrom("leadPhotos").where("leadId", "=", leadId).execute();
    await recordLeadEvent(trx, {
      leadId,
      kind: "photos-deleted",
      note: `${count} photo${Number(count) === 1 ? "" : "s"}, ${megabytes(Number(bytes))}`,
      by: actor,
    });
    return { count: Number(count) };
  });
}

/**
 * Deletes a whole lead (its photos, messages and timeline go with it) and
 * records it in the staff audit: the lead itself is gone, so the audit keeps
 * who deleted which lead, and when.
 */
export async function deleteLead(leadId: number, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["id", "name", "email", "phone", "service", "createdAt"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (!lead) return undefined;
    await trx.deleteFrom("leads").where("id", "=", leadId).execute();
    const detail = `lead #${lead.id}, ${lead.name} (${serviceTitle(lead.service)}, received ${formatWacoTime(lead.createdAt)})`;
    await audit(trx, actor.email, "lead-deleted", lead.email ?? lead.phone, detail);
    return lead;
  });
}

/**
 * The lead page's owner-only deletions: the photos, answered on the lead's page, or the
 * lead, whose page is gone, so every post is sent on to the list (a fetcher follows it).
 */
export async function deleteFromForm(request: Request, leadId: number, formData: FormData, user: StaffUser) {
  assertOwner(user);
  const submission = parseWithZod(formData, { schema: leadDeletionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const notFound = () => new Response("Lead not found", { status: 404, statusText: "Lead not found" });
  if (submission.value.intent === "delete-photos") {
    const result = await deleteLeadPhotos(leadId, user);
    if (!result) throw notFound();
    return formSaved(request, submission, {
      title: "Photos Deleted",
      description: result.count
        ? `${result.count} photo(s) deleted; the timeline says so.`
        : "This lead had no photos.",
    });
  }
  const lead = await deleteLead(leadId, user);
  if (!lead) throw notFound();
  return redirectWithToast("/admin/leads", {
    title: "Lead Deleted",
    description: `${lead.name}'s lead is deleted; the staff audit records it.`,
  });
}
