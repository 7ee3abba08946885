import type { Kysely } from "kysely";

import { db } from "~/platform/db.server";

import type { Database, LeadEventKind } from "../../db/schema";
import type { Actor } from "./lead-row";

export interface NewLeadEvent {
  leadId: number;
  kind: LeadEventKind;
  /** The staff member who did it; none for what the site did itself. */
  by?: Actor;
  /** What the timeline says with it: a note's text, a lost reason, a job value in cents. */
  note?: string | null;
  /** For a change of state: the state columns it replaced, as JSON, so it can be undone. */
  before?: string;
  /** When it happened (ISO); now by default. */
  at?: string;
}

/**
 * Puts something that happened to a lead on its timeline, in the caller's
 * transaction when it has one. Events are only ever added. Resolves to the
 * event's id.
 */
export async function recordLeadEvent(executor: Kysely<Database>, event: NewLeadEvent) {
  const { id } = await executor
    .insertInto("leadEvents")
    .values({
      leadId: event.leadId,
      kind: event.kind,
      staffUserId: event.by?.id ?? null,
      staffEmail: event.by?.email ?? null,
      note: event.note ?? null,
      before: event.before ?? null,
      ...(event.at ? { createdAt: event.at } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A lead's timeline events, oldest first. */
export function listLeadEvents(leadId: number, executor: Kysely<Database> = db) {
  return executor
    .selectFrom("leadEvents")
    .select(["id", "kind", "staffEmail", "note", "createdAt"])
    .where("leadId", "=", leadId)
    .orderBy("id")
    .execute();
}
