import { db } from "~/platform/db.server";

import type { CustomerEventKind } from "../../db/schema";

/** Everything about one customer: contacts, consent, properties, every lead with its visit and review, and the timeline. */
export async function getCustomer(id: number) {
  const customer = await db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
  if (!customer) return undefined;
  if (customer.mergedIntoId !== null) return { mergedInto: customer.mergedIntoId };

  const [contacts, properties, leads, events] = await Promise.all([
    db
      .selectFrom("customerContacts")
      .select(["id", "kind", "value", "matchKey"])
      .where("customerId", "=", id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("properties")
      .select(["id", "address", "note", "createdAt"])
      .where("customerId", "=", id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("leads")
      .select([
        "id",
        "createdAt",
        "contactedAt",
        "service",
        "outcome",
        "jobValueCents",
        "jobDoneOn",
        "propertyId",
        "address",
      ])
      .where("customerId", "=", id)
      .orderBy("createdAt", "desc")
      .execute(),
    db.selectFrom("customerEvents").selectAll().where("customerId", "=", id).orderBy("id", "desc").limit(50).execute(),
  ]);
  const leadIds = leads.map((lead) => lead.id);
  const [visits, reviews, consent] = await Promise.all([
    leadIds.length
      ? db
          .selectFrom("visits")
          .select(["id", "leadId", "date", "starts", "ends", "status"])
          .where("leadId", "in", leadIds)
          .orderBy("date", "desc")
          .execute()
      : [],
    leadIds.length
      ? db
          .selectFrom("reviewRequests")
          .select(["leadId", "requestedAt", "clickedAt"])
          .where("leadId", "in", leadIds)
          .execute()
      : [],
    customerConsent(contacts),
  ]);
  const won = leads.filter((lead) => lead.outcome === "won");
  return {
    customer: {
      id: customer.id,
      name: customer.name,
      language: customer.language,
      notes: customer.notes,
      createdAt: customer.createdAt,
      phones: contacts.filter((contact) => contact.kind === "phone").map((contact) => contact.value),
      emails: contacts.filter((contact) => contact.kind === "email").map((contact) => contact.value),
      ...consent,
      lifetimeValue: won.reduce((sum, lead) => sum + (lead.jobValueCents ?? 0), 0) / 100,
      jobCount: won.length,
      lastContactAt: leads.reduce<string | null>(
        (latest, lead) => [latest, lead.createdAt, lead.contactedAt].reduce((a, b) => (b && (!a || b > a) ? b : a)),
        null,
      ),
    },
    properties,
    leads: leads.map(({ jobValueCents, ...lead }) => ({
      ...lead,
      jobValue: jobValueCents === null ? null : jobValueCents / 100,
      visits: visits.filter((visit) => visit.leadId === lead.id),
      review: reviews.find((review) => review.leadId === lead.id) ?? null,
    })),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind as CustomerEventKind,
      staffEmail: event.staffEmail,
      createdAt: event.createdAt,
      undoneAt: event.undoneAt,
      detail: JSON.parse(event.detail ?? "{}") as { otherId?: number; otherName?: string; leadId?: number },
    })),
  };
}

export type CustomerRecord = Exclude<Awaited<ReturnType<typeof getCustomer>>, { mergedInto: number } | undefined>;

/**
 * A customer's consent, derived from where it is kept (decision 077): email stops when any of
 * their mailboxes unsubscribed, texts when any of their phones sent STOP.
 */
async function customerConsent(contacts: { kind: string; matchKey: string }[]) {
  const keys = (kind: string) => contacts.filter((contact) => contact.kind === kind).map((contact) => contact.matchKey);
  const [mailboxes, phones] = [keys("email"), keys("phone")];
  const [unsubscribed, stopped] = await Promise.all([
    mailboxes.length
      ? db.selectFrom("emailUnsubscribes").select("mailbox").where("mailbox", "in", mailboxes).executeTakeFirst()
      : undefined,
    phones.length
      ? db.selectFrom("textOptOuts").select("phone").where("phone", "in", phones).executeTakeFirst()
      : undefined,
  ]);
  return { emailUnsubscribed: unsubscribed !== undefined, textsStopped: stopped !== undefined };
}

/** The mailboxes of the customer a lead belongs to: an unsubscribe from any one is the customer's. */
export async function customerMailboxesOfLead(leadId: number, executor = db) {
  const rows = await executor
    .selectFrom("leads")
    .innerJoin("customerContacts", "customerContacts.customerId", "leads.customerId")
    .select("customerContacts.matchKey")
    .where("leads.id", "=", leadId)
    .where("customerContacts.kind", "=", "email")
    .execute();
  return rows.map((row) => row.matchKey);
}

/**
 * "Returning customer: 3 jobs since 2023" for a lead's page: the customer's other leads, their
 * won jobs and the year of the first; undefined for a first request (or a lead without a customer).
 */
export async function returningCustomer(lead: { id: number; customerId: number | null }) {
  if (lead.customerId === null) return undefined;
  const others = await db
    .selectFrom("leads")
    .select(["createdAt", "outcome"])
    .where("customerId", "=", lead.customerId)
    .where("id", "!=", lead.id)
    .orderBy("createdAt")
    .execute();
  if (!others.length) return { customerId: lead.customerId, returning: false as const };
  const jobs = others.filter((other) => other.outcome === "won");
  return {
    customerId: lead.customerId,
    returning: true as const,
    otherRequests: others.length,
    jobs: jobs.length,
    since: (jobs[0] ?? others[0]!).createdAt.slice(0, 4),
  };
}
