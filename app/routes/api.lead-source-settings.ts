import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { apiSuccess, methodNotAllowed, parseApiInput } from "~/platform/remix/api.server";
import { requireOwnerApiMutation, requireStaffApi } from "~/staff/auth.server";
import { getLeadSourceMessage, updateLeadSourceMessage } from "~/staff/notification-settings.server";
import { leadSourceMessageSchema } from "~/staff/settings-schemas";

const updateSchema = z.object({ message: leadSourceMessageSchema }, { invalid_type_error: "Send a JSON object" });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffApi(request);
  return apiSuccess({ data: { message: await getLeadSourceMessage() } });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    await requireStaffApi(request);
    return methodNotAllowed(["GET", "POST"]);
  }
  const { body } = await requireOwnerApiMutation(request);
  const { message } = parseApiInput(updateSchema, body);
  await updateLeadSourceMessage(message);
  return apiSuccess({ message: "Settings Updated", data: { message } });
}
