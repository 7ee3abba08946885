import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { enqueueMessages } from "~/platform/messages/outbox.server";
import { redirectWithToast } from "~/platform/remix/toast.server";

import { formatFollowUpDate, wacoDate } from "./follow-up";
import { jobDoneFormSchema, jobDoneRefusal } from "./job-done";
import { recordLeadEvent } from "./lead-events.server";
import { webhooks } from "./lead-notifications.server";
import type { Actor } from "./lead-row";

export type JobDoneResult = { status: "missing" } | { status: "refused"; message: string } | { status: "done" };

/**
 * Marks a won lead's job done on `on` (or, with null, takes that back), with
 * its timeline event and, when newly done, the `job.done` webhooks, in one
 * transaction. The review engine picks finished jobs up from there.
 */
export async function setJobDone(leadId: number, on: string | null, actor: Actor, now = new Date()) {
  return db.transaction().execute(async (trx): Promise<JobDoneResult> => {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
    if (!lead) return { status: "missing" };
    const refusal = on === null ? undefined : jobDoneRefusal(lead.outcome);
    if (refusal) return { status: "refused", message: refusal };
    if (lead.jobDoneOn === on) return { status: "done" };
    await trx.updateTable("leads").set({ jobDoneOn: on }).where("id", "=", leadId).execute();
    await recordLeadEvent(trx, {
      leadId,
      kind: on ? "job-done" : "job-not-done",
      by: actor,
      note: on ? formatFollowUpDate(on) : null,
      at: now.toISOString(),
    });
    if (on && !lead.jobDoneOn)
      await enqueueMessages(
        trx,
        webhooks("job.done", { ...lead, jobDoneOn: on }, getEnv().SITE_URL, now, { jobDoneOn: on }),
        now,
      );
    return { status: "done" };
  });
}

/** The lead page's Job done form (and its undo): the field's message or the refusal (4xx), or back with a toast. */
export async function jobDoneFromForm(idParam: string | undefined, formData: FormData, actor: Actor) {
  const leadId = Number(idParam);
  const undo = formData.get("intent") !== "job-done";
  const submission = undo ? undefined : parseWithZod(formData, { schema: jobDoneFormSchema(wacoDate(new Date())) });
  if (submission && submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await setJobDone(leadId, submission?.value.on ?? null, actor);
  if (result.status === "missing") throw new Response("Lead not found", { status: 404, statusText: "Lead not found" });
  if (result.status === "refused") return data(submission!.reply({ formErrors: [result.message] }), { status: 409 });
  return redirectWithToast(`/admin/leads/${leadId}`, {
    title: undo ? "Job Not Done" : "Job Done",
    description: undo ? "The job is open again." : "It is on the lead's timeline.",
  });
}
