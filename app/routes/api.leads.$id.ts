import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { getLead, setLeadContacted } from "~/leads/lead-list.server";
import { apiError, apiSuccess, methodNotAllowed, parseApiInput, parseIdParam } from "~/platform/api.server";
import { requireStaffApi, requireStaffApiMutation } from "~/staff/auth.server";

const patchSchema = z.object(
  {
    isContacted: z.boolean({
      required_error: "isContacted is required",
      invalid_type_error: "isContacted must be true or false",
    }),
  },
  { invalid_type_error: "Send a JSON object" },
);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffApi(request);
  const lead = await getLead(parseIdParam(params.id, "Lead"));
  return lead ? apiSuccess({ data: lead }) : apiError("Lead not found", 404);
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") {
    await requireStaffApi(request);
    return methodNotAllowed(["GET", "PATCH"]);
  }
  const { user, body } = await requireStaffApiMutation(request);
  const id = parseIdParam(params.id, "Lead");
  const { isContacted } = parseApiInput(patchSchema, body);
  if (!(await setLeadContacted(id, isContacted, user))) return apiError("Lead not found", 404);
  return apiSuccess({ message: `Lead marked as ${isContacted ? "contacted" : "new"}`, data: await getLead(id) });
}
