import { useRouteLoaderData } from "@remix-run/react";

import type { StaffFrame } from "~/leads/pipeline/staff-frame.server";

/** Whether the signed-in account sees job values and may export (decision 073): the staff frame says. */
export function useSeesMoney() {
  return Boolean(useRouteLoaderData<{ staff: StaffFrame | null }>("routes/admin")?.staff?.seesMoney);
}
