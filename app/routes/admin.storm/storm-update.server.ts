import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { sendStormUpdate } from "~/leads/messages/storm-updates.server";
import { formSaved } from "~/platform/remix/form-reply.server";
import type { StaffUser } from "~/staff/auth.server";
import { stormUpdateFormSchema } from "~/storm/storm-schemas";
import type { StormTier } from "~/storm/tiers";

/** The owner's one update to a tier or a ZIP code: each waiting lead gets at most one a day, however often it is pressed. */
export async function stormUpdateAction(request: Request, formData: FormData, user: StaffUser) {
  const submission = parseWithZod(formData, { schema: stormUpdateFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (user.role !== "owner")
    return data(submission.reply({ formErrors: ["Only an owner can send a storm update."] }), { status: 403 });
  const [kind, value] = submission.value.target.split(":") as [string, string];
  const target = kind === "tier" ? { tier: value as StormTier } : { zip: value };
  const { leads, sent } = await sendStormUpdate(target, submission.value.message);
  return formSaved(
    request,
    submission,
    {
      title: "Storm Update Sent",
      description: `${leads} waiting leads; ${sent} sent now. Those who had one today are held (on their timeline).`,
    },
    { back: "/admin/storm", resetForm: true },
  );
}
