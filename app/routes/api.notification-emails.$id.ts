import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { apiError, apiSuccess, methodNotAllowed, parseApiInput, parseIdParam } from "~/platform/remix/api.server";
import { requireOwnerApiMutation, requireStaffApi } from "~/staff/auth.server";
import {
  getNotificationEmail,
  removeNotificationEmail,
  setNotificationEmailActive,
} from "~/staff/notification-emails.server";

const patchSchema = z.object(
  {
    isActive: z.boolean({
      required_error: "isActive is required",
      invalid_type_error: "isActive must be true or false",
    }),
  },
  { invalid_type_error: "Send a JSON object" },
);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffApi(request);
  return methodNotAllowed(["PATCH", "DELETE"]);
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") {
    await requireStaffApi(request);
    return methodNotAllowed(["PATCH", "DELETE"]);
  }
  const { body } = await requireOwnerApiMutation(request);
  const id = parseIdParam(params.id, "Notification email");
  if (request.method === "DELETE") {
    const email = await getNotificationEmail(id);
    if (!email || !(await removeNotificationEmail(id))) return apiError("Notification email not found", 404);
    return apiSuccess({ message: `${email.email} removed` });
  }
  const { isActive } = parseApiInput(patchSchema, body);
  if (!(await setNotificationEmailActive(id, isActive))) return apiError("Notification email not found", 404);
  return apiSuccess({ message: "Status Updated" });
}
