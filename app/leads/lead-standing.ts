import type { LeadStanding } from "~/platform/messages/contact-policy";

import type { Lead } from "../../db/schema";

/** A lead as the contact policy reads it; a reopened lead is open (or contacted) again. */
export function leadStanding(lead: Pick<Lead, "outcome" | "isContacted" | "jobDoneOn"> | undefined): LeadStanding {
  if (!lead) return "deleted";
  if (lead.outcome === "lost") return "lost";
  if (lead.outcome === "won") return lead.jobDoneOn ? "job-done" : "won";
  return lead.isContacted ? "contacted" : "open";
}
