import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { formatPhone } from "~/platform/phone";
import { formSaved } from "~/platform/remix/form-reply.server";
import { safeRedirect } from "~/platform/remix/safe-redirect";
import type { ToastInput } from "~/platform/remix/toast";

import { moneyShared, updateMoneyShared } from "./money-access.server";
import {
  addNotificationEmail,
  getNotificationEmail,
  listNotificationEmails,
  removeNotificationEmail,
  setNotificationEmailActive,
} from "./notification-emails.server";
import { getLeadSourceMessage, updateLeadSourceMessage } from "./notification-settings.server";
import { settingsFormSchema } from "./settings-schemas";
import { getSiteSettings, updatePhoneNumber, updateSendConfirmations } from "./site-settings.server";

/** What the settings editors show: on their own screen and at the bottom of Form Fills Management. */
export async function getSettings() {
  const [emails, { phoneNumber, sendConfirmations }, leadSourceMessage, shareMoney] = await Promise.all([
    listNotificationEmails(),
    getSiteSettings(),
    getLeadSourceMessage(),
    moneyShared(),
  ]);
  return { emails, phoneNumber, sendConfirmations, leadSourceMessage, shareMoney };
}

export type Settings = Awaited<ReturnType<typeof getSettings>>;

/** The intents updateSettings takes; a page with other forms too sends the rest elsewhere. */
export function isSettingsIntent(intent: FormDataEntryValue | null) {
  return typeof intent === "string" && settingsFormSchema.optionsMap.has(intent);
}

/**
 * The settings forms (on Settings and at the foot of Form Fills Management):
 * a success answers with a toast (formSaved); a failure answers Conform's
 * submission result (field errors, or a form error when the server refuses),
 * with the submitted values.
 */
export async function updateSettings(request: Request, formData: FormData) {
  const url = new URL(request.url);
  const back = safeRedirect(formData.get("redirectTo"), `${url.pathname}${url.search}`);
  const submission = parseWithZod(formData, { schema: settingsFormSchema });
  const done = (toast: ToastInput, resetForm = false) => formSaved(request, submission, toast, { back, resetForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const refuse = (message: string, status: number) => data(submission.reply({ formErrors: [message] }), { status });

  const input = submission.value;
  switch (input.intent) {
    case "add-email": {
      const added = await addNotificationEmail(input.email, input.spanishOnly);
      if (!added) return refuse("That email address is already on the list.", 409);
      return done(
        {
          title: "Email Added",
          description: added.spanishOnly
            ? `${added.email} will now receive notifications of leads from the Spanish pages`
            : `${added.email} will now receive lead notifications`,
        },
        true,
      );
    }
    case "set-email-active": {
      if (!(await setNotificationEmailActive(input.emailId, input.isActive))) {
        return refuse("Failed to update email status", 404);
      }
      const email = await getNotificationEmail(input.emailId);
      return done({
        title: "Status Updated",
        description: `${email?.email} is now ${input.isActive ? "active" : "inactive"}.`,
      });
    }
    case "remove-email": {
      const email = await getNotificationEmail(input.emailId);
      if (!email || !(await removeNotificationEmail(input.emailId))) return refuse("Failed to remove email", 404);
      return done({ title: "Email Removed", description: `${email.email} will no longer receive lead notifications.` });
    }
    case "update-phone": {
      await updatePhoneNumber(input.phoneNumber);
      return done({
        title: "Phone Number Updated",
        description: `The site now shows ${formatPhone(input.phoneNumber)}.`,
      });
    }
    case "update-lead-source": {
      await updateLeadSourceMessage(input.message);
      return done({ title: "Settings Updated", description: "Lead notifications will use the new message." });
    }
    case "set-confirmations": {
      await updateSendConfirmations(input.sendConfirmations);
      return done({
        title: "Settings Updated",
        description: input.sendConfirmations
          ? "Visitors will get an email confirming their request."
          : "Visitors will get no confirmation email.",
      });
    }
    case "set-share-money": {
      await updateMoneyShared(input.shareMoney);
      return done({
        title: "Settings Updated",
        description: input.shareMoney
          ? "Staff accounts now see job values and may export CSV."
          : "Job values and exports are the owner's again.",
      });
    }
  }
}
