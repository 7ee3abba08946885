import type { StaffUser } from "~/staff/auth.server";
import { seesMoney } from "~/staff/money-access.server";

import { getDeliveryAlert } from "./notification-status.server";

/** What the frame of every staff screen shows: who is signed in, and the alert when lead messages are stuck. */
export async function getStaffFrame(user: StaffUser) {
  const [alert, money] = await Promise.all([getDeliveryAlert(), seesMoney(user)]);
  return { email: user.email, role: user.role, alert, seesMoney: money };
}

export type StaffFrame = Awaited<ReturnType<typeof getStaffFrame>>;
