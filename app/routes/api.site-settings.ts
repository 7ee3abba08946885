import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { getSiteSettings, updatePhoneNumber } from "~/models/site-settings.server";
import { apiSuccess, methodNotAllowed, parseApiInput } from "~/utils/api.server";
import { requireStaffApi, requireStaffApiMutation } from "~/utils/auth.server";
import { phoneNumberSchema } from "~/utils/staff-schemas";

const updateSchema = z.object({ phoneNumber: phoneNumberSchema }, { invalid_type_error: "Send a JSON object" });

export async function loader() {
  const { phoneNumber } = await getSiteSettings();
  return Response.json({ success: true, data: { phoneNumber } });
}

/** POST (staff): { phoneNumber }. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    await requireStaffApi(request);
    return methodNotAllowed(["GET", "POST"]);
  }
  const { body } = await requireStaffApiMutation(request);
  const { phoneNumber } = parseApiInput(updateSchema, body);
  await updatePhoneNumber(phoneNumber);
  return apiSuccess({ message: "Phone Number Updated", data: { phoneNumber } });
}
