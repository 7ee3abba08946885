import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { apiSuccess, methodNotAllowed, parseApiInput } from "~/platform/remix/api.server";
import { requireOwnerApiMutation, requireStaffApi } from "~/staff/auth.server";
import { phoneNumberSchema } from "~/staff/settings-schemas";
import { getSiteSettings, updatePhoneNumber } from "~/staff/site-settings.server";

const updateSchema = z.object({ phoneNumber: phoneNumberSchema }, { invalid_type_error: "Send a JSON object" });

export async function loader() {
  const { phoneNumber } = await getSiteSettings();
  return apiSuccess({ data: { phoneNumber } });
}

/** POST (staff): { phoneNumber }. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    await requireStaffApi(request);
    return methodNotAllowed(["GET", "POST"]);
  }
  const { body } = await requireOwnerApiMutation(request);
  const { phoneNumber } = parseApiInput(updateSchema, body);
  await updatePhoneNumber(phoneNumber);
  return apiSuccess({ message: "Phone Number Updated", data: { phoneNumber } });
}
