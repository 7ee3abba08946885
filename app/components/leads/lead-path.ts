import type { ListedLead } from "~/leads/pipeline/lead-queries.server";

export type LeadWithNotification = ListedLead;

export const leadPagePath = (id: number) => `/admin/leads/${id}`;
