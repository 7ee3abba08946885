import { wacoDate } from "~/leads/follow-up";
import { recordLeadEvent } from "~/leads/lead-events.server";
import { db } from "~/platform/db.server";
import { bookedVisitOf } from "~/visits/visits.server";

import type { LoadedVersion } from "./estimate-answers.server";

/** Longest note a customer leaves for the crew with the day they ask for. */
export const JOB_NOTE_MAX = 500;

/** The customer's wish for the job's day: a day (null: any day suits them) and their note. */
export interface JobWish {
  on: string | null;
  note: string;
}

/**
 * What the lead page's "Schedule the job" task reads: the lead's accepted estimate (the latest),
 * the day and note the customer asked for, and the job visit once booked; null before any yes.
 */
export async function jobToSchedule(leadId: number) {
  const accepted = await db
    .selectFrom("estimates")
    .innerJoin("estimateAcceptances as acceptance", "acceptance.versionId", "estimates.versionId")
    .select([
      "estimates.id",
      "estimates.jobWishOn",
      "estimates.jobWishNote",
      "estimates.jobWishAt",
      "acceptance.totalCents",
      "acceptance.acceptedAt",
    ])
    .where("estimates.leadId", "=", leadId)
    .where("estimates.status", "=", "accepted")
    .orderBy("acceptance.acceptedAt", "desc")
    .executeTakeFirst();
  if (!accepted) return null;
  const visit = await bookedVisitOf(leadId, db, "job");
  return { ...accepted, booked: Boolean(visit) };
}

export type JobToSchedule = NonNullable<Awaited<ReturnType<typeof jobToSchedule>>>;

/** The customer's job page may be opened only for the version they accepted. */
export const isAcceptedVersion = (loaded: LoadedVersion) =>
  loaded.estimate.status === "accepted" && loaded.acceptance !== undefined;

/**
 * The customer asks for a day for the accepted job (or says any day suits them): kept on the
 * estimate for the office's task, on the lead's timeline; asking again replaces the wish.
 */
export async function askForJobDay(loaded: LoadedVersion, wish: JobWish, now = new Date()) {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("estimates")
      .set({ jobWishOn: wish.on, jobWishNote: wish.note || null, jobWishAt: at })
      .where("id", "=", loaded.estimate.id)
      .execute();
    await recordLeadEvent(trx, {
      leadId: loaded.lead.id,
      kind: "job-date-asked",
      note: `${wish.on ?? "Any day"}${wish.note ? `: ${wish.note}` : ""}`,
      at,
    });
  });
}

/** The lead's booked job visit, for the customer's job page. */
export const bookedJobOf = (leadId: number) => bookedVisitOf(leadId, db, "job");

/** The first day a customer may ask for: tomorrow in Waco. */
export function firstJobDay(now = new Date()) {
  return wacoDate(new Date(now.getTime() + 24 * 3_600_000));
}
