import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { formatWacoTime } from "~/clock/waco-time";
import { formSaved } from "~/platform/remix/form-reply.server";
import { switchStormMode } from "~/storm/storm-desk.server";
import { stormSettingsFormSchema } from "~/storm/storm-schemas";

const HOUR_MS = 3_600_000;

/** Settings, Storm mode: the fields' messages (400), or switched (the same change as `PATCH /api/site-settings`). */
export async function saveStormSettingsFromForm(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: stormSettingsFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { stormMode, endsInHours, bookingShare } = submission.value;
  const now = new Date();
  const endsAt = stormMode && endsInHours ? new Date(now.getTime() + endsInHours * HOUR_MS).toISOString() : null;
  const storm = await switchStormMode({ on: stormMode, endsAt, bookingShare }, now);
  return formSaved(request, submission, {
    title: storm.on ? "Storm Mode On" : "Storm Mode Off",
    description: storm.on
      ? `Every public page shows the storm banner${storm.endsAt ? ` until ${formatWacoTime(storm.endsAt)}` : ""}.`
      : "The site makes its usual promises again.",
  });
}
