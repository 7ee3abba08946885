import type { NotificationState, StaffLeadRow } from "~/leads/lead-row";

export type LeadWithNotification = StaffLeadRow & { notification: NotificationState };

export const leadPagePath = (id: number) => `/admin/leads/${id}`;
