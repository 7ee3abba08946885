import type { StaffUser } from "~/staff/auth.server";
import { seesMoney } from "~/staff/money-access.server";
import { getStormSettings } from "~/storm/storm-settings.server";

import { getDeliveryAlert } from "../messages/notification-status.server";

/**
 * What the frame of every staff screen shows: who is signed in, the alert when lead messages
 * are stuck, and the storm board's link while storm mode is on.
 */
export async function getStaffFrame(user: StaffUser) {
  const [alert, money, storm] = await Promise.all([getDeliveryAlert(), seesMoney(user), getStormSettings()]);
  return { email: user.email, role: user.role, alert, seesMoney: money, stormOn: storm.on };
}

export type StaffFrame = Awaited<ReturnType<typeof getStaffFrame>>;
