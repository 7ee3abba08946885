import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { formatPhone, toE164 } from "~/platform/phone";
import { formSaved } from "~/platform/remix/form-reply.server";
import { scheduleReviewRequests } from "~/reviews/review-requests.server";
import { textSettingsSchema } from "~/staff/text-settings";
import { updateTextSettings } from "~/staff/text-settings.server";

/** Settings, Texts: the fields' messages (400), or saved; the next alert and review request read them. */
export async function saveTextSettingsFromForm(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: textSettingsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const wrong = submission.value.onCallPhones.filter((phone) => !toE164(phone));
  if (wrong.length)
    return data(submission.reply({ fieldErrors: { onCallPhones: [`Not a phone number: ${wrong.join(", ")}`] } }), {
      status: 400,
    });
  const onCallPhones = [...new Set(submission.value.onCallPhones.map((phone) => toE164(phone)!))];
  await updateTextSettings({ ...submission.value, onCallPhones });
  // Review requests by text just turned on: recent jobs of customers without an email get theirs.
  await scheduleReviewRequests();
  const [first] = onCallPhones;
  return formSaved(request, submission, {
    title: "Text Settings Saved",
    description: `Emergencies text ${formatPhone(first!.replace(/^\+1/, ""))} first.`,
  });
}
