import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { apiError, apiSuccess, methodNotAllowed, parseApiInput } from "~/platform/remix/api.server";
import { requireOwnerApiMutation, requireStaffApi } from "~/staff/auth.server";
import { addNotificationEmail, listNotificationEmails } from "~/staff/notification-emails.server";
import { notificationEmailSchema } from "~/staff/settings-schemas";

const addSchema = z.object({ email: notificationEmailSchema }, { invalid_type_error: "Send a JSON object" });

const publicFields = ({ id, email, isActive }: { id: number; email: string; isActive: boolean }) => ({
  id,
  email,
  isActive,
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffApi(request);
  return apiSuccess({ data: (await listNotificationEmails()).map(publicFields) });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    await requireStaffApi(request);
    return methodNotAllowed(["GET", "POST"]);
  }
  const { body } = await requireOwnerApiMutation(request);
  const { email } = parseApiInput(addSchema, body);
  const added = await addNotificationEmail(email);
  if (!added) return apiError("That email address is already on the list", 409);
  return apiSuccess(
    { message: `${added.email} will now receive lead notifications`, data: publicFields(added) },
    { status: 201 },
  );
}
