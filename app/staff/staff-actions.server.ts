import { data } from "@remix-run/node";
import { z } from "zod";

import { formatPhone } from "~/platform/phone";
import { safeRedirect } from "~/platform/safe-redirect";
import type { ToastInput } from "~/platform/toast";
import { redirectWithToast } from "~/platform/toast.server";

import { updateLeadSourceMessage } from "./lead-source.server";
import {
  addNotificationEmail,
  getNotificationEmail,
  removeNotificationEmail,
  setNotificationEmailActive,
} from "./notification-emails.server";
import { leadSourceMessageSchema, notificationEmailSchema, phoneNumberSchema } from "./settings-schemas";
import { updatePhoneNumber, updateSendConfirmations } from "./site-settings.server";

const id = z.coerce.number().int().positive();
const flag = z.enum(["true", "false"]).transform((value) => value === "true");

const settingsIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-email"), email: z.string() }),
  z.object({ intent: z.literal("set-email-active"), emailId: id, isActive: flag }),
  z.object({ intent: z.literal("remove-email"), emailId: id }),
  z.object({ intent: z.literal("update-phone"), phoneNumber: z.string() }),
  z.object({ intent: z.literal("update-lead-source"), message: z.string() }),
  // An unticked checkbox sends nothing.
  z.object({ intent: z.literal("set-confirmations"), sendConfirmations: z.literal("on").optional() }),
]);

/**
 * What a failed staff form post sends back: the message (shown beside the
 * form and, with JavaScript, as a toast) and the submitted values, so a page
 * posted without JavaScript comes back as it was typed.
 */
export type StaffActionError = {
  intent: string;
  error: { title: string; description: string; field?: string };
  values: Record<string, string>;
};

/** The submitted text fields; never the CSRF token or a password, which are not echoed back. */
export function formValues(formData: FormData) {
  return Object.fromEntries(
    [...formData].filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === "string" && entry[0] !== "csrf" && !/password/i.test(entry[0]),
    ),
  );
}

export function fail(values: Record<string, string>, error: StaffActionError["error"], status = 400) {
  return data<StaffActionError>({ intent: values.intent ?? "", error, values }, { status });
}

/**
 * The settings forms of Form Fills Management: success redirects back (PRG)
 * with a flash toast, so it works the same with and without JavaScript.
 */
export async function handleSettingsAction(request: Request, formData: FormData) {
  const url = new URL(request.url);
  const back = safeRedirect(formData.get("redirectTo"), `${url.pathname}${url.search}`);
  const done = (toast: ToastInput) => redirectWithToast(back, toast);
  const values = formValues(formData);
  const settings = settingsIntentSchema.safeParse(values);
  if (!settings.success) return fail(values, { title: "Error", description: "This action is not recognised." });
  return handleSettingsIntent(settings.data, values, done);
}

/** The intents handleSettingsAction takes; a page with other forms too sends the rest elsewhere. */
export function isSettingsIntent(intent: FormDataEntryValue | null) {
  return settingsIntentSchema.options.some((option) => option.shape.intent.value === intent);
}

async function handleSettingsIntent(
  input: z.infer<typeof settingsIntentSchema>,
  values: Record<string, string>,
  done: (toast: ToastInput) => Promise<Response>,
) {
  switch (input.intent) {
    case "add-email": {
      const email = notificationEmailSchema.safeParse(input.email);
      if (!email.success) {
        return fail(values, {
          title: "Invalid Email",
          description: "Please enter a valid email address",
          field: "email",
        });
      }
      const added = await addNotificationEmail(email.data);
      if (!added) {
        const description = "That email address is already on the list.";
        return fail(values, { title: "Error", description, field: "email" }, 409);
      }
      return done({ title: "Email Added", description: `${added.email} will now receive lead notifications` });
    }
    case "set-email-active": {
      if (!(await setNotificationEmailActive(input.emailId, input.isActive))) {
        return fail(values, { title: "Error", description: "Failed to update email status" }, 404);
      }
      const email = await getNotificationEmail(input.emailId);
      return done({
        title: "Status Updated",
        description: `${email?.email} is now ${input.isActive ? "active" : "inactive"}.`,
      });
    }
    case "remove-email": {
      const email = await getNotificationEmail(input.emailId);
      if (!email || !(await removeNotificationEmail(input.emailId))) {
        return fail(values, { title: "Error", description: "Failed to remove email" }, 404);
      }
      return done({ title: "Email Removed", description: `${email.email} will no longer receive lead notifications.` });
    }
    case "update-phone": {
      const phone = phoneNumberSchema.safeParse(input.phoneNumber);
      if (!phone.success) {
        const description = phone.error.issues[0]!.message;
        return fail(values, { title: "Invalid Phone Number", description, field: "phoneNumber" });
      }
      await updatePhoneNumber(phone.data);
      return done({ title: "Phone Number Updated", description: `The site now shows ${formatPhone(phone.data)}.` });
    }
    case "update-lead-source": {
      const message = leadSourceMessageSchema.safeParse(input.message);
      if (!message.success) {
        const description = message.error.issues[0]!.message;
        return fail(values, { title: "Invalid Message", description, field: "message" });
      }
      await updateLeadSourceMessage(message.data);
      return done({ title: "Settings Updated", description: "Lead notifications will use the new message." });
    }
    case "set-confirmations": {
      const on = input.sendConfirmations === "on";
      await updateSendConfirmations(on);
      return done({
        title: "Settings Updated",
        description: on
          ? "Visitors will get an email confirming their request."
          : "Visitors will get no confirmation email.",
      });
    }
  }
}
