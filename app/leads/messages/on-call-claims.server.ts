import type { Kysely } from "kysely";

import { type Database, db } from "~/platform/db.server";
import { formatPhone } from "~/platform/phone";
import { verifyParts } from "~/platform/signed-token.server";

import type { OnCallClaimVia } from "../../../db/schema";
import { recordLeadEvent } from "../lead-events.server";

const howClaimed: Record<OnCallClaimVia, string> = {
  link: "took it with the link in the text",
  reply: 'replied "1"',
  contacted: "marked it contacted",
};

export function onCallClaimOf(trx: Kysely<Database>, leadId: number) {
  return trx.selectFrom("onCallClaims").selectAll().where("leadId", "=", leadId).executeTakeFirst();
}

/**
 * Someone on call takes an emergency: its alert stops repeating, the timeline and the Home card
 * say who has it. The first claim stands; resolves to it (`mine`: this call made it).
 */
export async function claimOnCall(
  trx: Kysely<Database>,
  claim: { leadId: number; by: string; via: OnCallClaimVia },
  now: Date,
) {
  const inserted = await trx
    .insertInto("onCallClaims")
    .values({ leadId: claim.leadId, claimedBy: claim.by, claimedVia: claim.via, claimedAt: now.toISOString() })
    .onConflict((oc) => oc.column("leadId").doNothing())
    .executeTakeFirst();
  const mine = Number(inserted.numInsertedOrUpdatedRows) > 0;
  if (mine)
    await recordLeadEvent(trx, {
      leadId: claim.leadId,
      kind: "on-call-claimed",
      note: `${describeHolder({ claimedBy: claim.by, claimedVia: claim.via })} ${howClaimed[claim.via]}`,
      at: now.toISOString(),
    });
  const stands = await onCallClaimOf(trx, claim.leadId);
  return { mine, claim: stands! };
}

/** A reply of "1" from an on-call number: the newest emergency texted to it that nobody has yet. */
export async function claimNewestAlertOf(trx: Kysely<Database>, phone: string, now: Date) {
  const alert = await trx
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.leadId")
    .leftJoin("onCallClaims", "onCallClaims.leadId", "outbox.leadId")
    .select(["leads.id", "leads.name", "leads.phone"])
    .where("outbox.kind", "=", "on-call-alert")
    .where("outbox.recipient", "=", phone)
    .where("onCallClaims.leadId", "is", null)
    .where("leads.isContacted", "=", 0)
    .orderBy("outbox.id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!alert) return undefined;
  await claimOnCall(trx, { leadId: alert.id, by: phone, via: "reply" }, now);
  return alert;
}

/** The Home card: emergencies texted to the on-call phone in the past day, and who has each. */
export async function onCallBoard(now: Date, executor: Kysely<Database> = db) {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const rows = await executor
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.leadId")
    .leftJoin("onCallClaims", "onCallClaims.leadId", "outbox.leadId")
    .select((eb) => [
      "leads.id",
      "leads.name",
      "leads.isContacted",
      "leads.contactedAt",
      "onCallClaims.claimedBy",
      "onCallClaims.claimedVia",
      "onCallClaims.claimedAt",
      eb.fn.countAll<number>().as("texts"),
      eb.fn.max("outbox.createdAt").as("lastAt"),
    ])
    .where("outbox.kind", "=", "on-call-alert")
    .where("outbox.createdAt", ">=", since)
    .groupBy("leads.id")
    .orderBy("lastAt", "desc")
    .limit(5)
    .execute();
  return rows.map((row) => ({
    leadId: row.id,
    name: row.name,
    texts: Number(row.texts),
    holder: row.claimedBy
      ? `${describeHolder({ claimedBy: row.claimedBy, claimedVia: row.claimedVia! })} has it`
      : row.isContacted
        ? "Marked contacted"
        : undefined,
    at: row.claimedAt ?? row.contactedAt ?? row.lastAt,
  }));
}

/** The lead and on-call number a claim link (on-call-alert.server.ts) names, when it was signed here. */
async function readClaimLink(token: string) {
  const parts = verifyParts(token);
  if (parts?.[0] !== "on-call" || !parts[1] || !parts[2]) return undefined;
  const lead = await db
    .selectFrom("leads")
    .select(["id", "name", "phone", "address"])
    .where("id", "=", Number(parts[1]))
    .executeTakeFirst();
  return lead && { lead, phone: parts[2] };
}

/** The claim page (GET only looks: a phone's link preview must not claim): the lead, and who has it. */
export async function loadClaimPage(token: string) {
  const link = await readClaimLink(token);
  if (!link) return undefined;
  const claim = await onCallClaimOf(db, link.lead.id);
  return { lead: link.lead, holder: claim && describeHolder(claim) };
}

/** "I've got it" on the claim page: the lead is the link's number's, unless someone took it first. */
export async function claimFromLink(token: string, now = new Date()) {
  const link = await readClaimLink(token);
  if (!link) return undefined;
  const { mine, claim } = await db
    .transaction()
    .execute((trx) => claimOnCall(trx, { leadId: link.lead.id, by: link.phone, via: "link" }, now));
  return { lead: link.lead, mine, holder: describeHolder(claim) };
}

/** Who has it: a staff member's name, or the on-call number as people write it ("(254) 555-0190"). */
export function describeHolder(claim: { claimedBy: string; claimedVia: OnCallClaimVia }) {
  if (claim.claimedVia === "contacted") return claim.claimedBy;
  return formatPhone(claim.claimedBy.replace(/^\+1(?=\d{10}$)/, ""));
}
