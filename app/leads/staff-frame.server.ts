import type { StaffUser } from "~/staff/auth.server";

import { getDeliveryAlert } from "./notification-status.server";

/** What the frame of every staff screen shows: who is signed in, and the alert when lead messages are stuck. */
export async function getStaffFrame(user: StaffUser) {
  return { email: user.email, role: user.role, alert: await getDeliveryAlert() };
}

export type StaffFrame = Awaited<ReturnType<typeof getStaffFrame>>;
