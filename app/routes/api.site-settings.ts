import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { apiSuccess, methodNotAllowed, parseApiInput } from "~/platform/remix/api.server";
import { requireOwnerApiMutation, requireStaffApi } from "~/staff/auth.server";
import { phoneNumberSchema } from "~/staff/settings-schemas";
import { getSiteSettings, updatePhoneNumber } from "~/staff/site-settings.server";
import { switchStormMode } from "~/storm/storm-desk.server";
import { stormModePatchSchema } from "~/storm/storm-schemas";
import { getStormSettings, type StormSettings } from "~/storm/storm-settings.server";

const updateSchema = z.object({ phoneNumber: phoneNumberSchema }, { invalid_type_error: "Send a JSON object" });

const stormJson = ({ on, endsAt, startedAt, endedAt, bookingShare }: StormSettings) => ({
  stormMode: on,
  stormEndsAt: endsAt,
  stormStartedAt: startedAt,
  stormEndedAt: endedAt,
  stormBookingShare: bookingShare,
});

export async function loader() {
  const [{ phoneNumber }, storm] = await Promise.all([getSiteSettings(), getStormSettings()]);
  return apiSuccess({ data: { phoneNumber, ...stormJson(storm) } });
}

/** POST (owner): { phoneNumber }. PATCH (owner): { stormMode, stormEndsAt?, stormBookingShare? }. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST" && request.method !== "PATCH") {
    await requireStaffApi(request);
    return methodNotAllowed(["GET", "POST", "PATCH"]);
  }
  const { body } = await requireOwnerApiMutation(request);
  if (request.method === "PATCH") {
    const { stormMode, stormEndsAt, stormBookingShare } = parseApiInput(stormModePatchSchema, body);
    const storm = await switchStormMode({ on: stormMode, endsAt: stormEndsAt, bookingShare: stormBookingShare });
    return apiSuccess({ message: storm.on ? "Storm Mode On" : "Storm Mode Off", data: stormJson(storm) });
  }
  const { phoneNumber } = parseApiInput(updateSchema, body);
  await updatePhoneNumber(phoneNumber);
  return apiSuccess({ message: "Phone Number Updated", data: { phoneNumber } });
}
