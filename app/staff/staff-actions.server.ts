import { data } from "@remix-run/node";
import { z } from "zod";

import { getLead, retryFailedNotifications, setLeadContacted, type Actor } from "~/leads/lead-list.server";
import { updateLeadSourceMessage } from "./lead-source.server";
import {
  addNotificationEmail,
  getNotificationEmail,
  removeNotificationEmail,
  setNotificationEmailActive,
} from "./notification-emails.server";
import { updatePhoneNumber } from "./site-settings.server";

import { safeRedirect } from "~/platform/safe-redirect";
import { notificationEmailSchema, phoneNumberSchema, leadSourceMessageSchema } from "./settings-schemas";
import { redirectWithToast } from "~/platform/toast.server";
import type { ToastInput } from "~/platform/toast";

const id = z.coerce.number().int().positive();
const flag = z.enum(["true", "false"]).transform((value) => value === "true");

const leadIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-contacted"), leadId: id, isContacted: flag }),
  z.object({ intent: z.literal("retry-notifications"), leadId: id }),
]);

const settingsIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-email"), email: z.string() }),
  z.object({ intent: z.literal("set-email-active"), emailId: id, isActive: flag }),
  z.object({ intent: z.literal("remove-email"), emailId: id }),
  z.object({ intent: z.literal("update-phone"), phoneNumber: z.string() }),
  z.object({ intent: z.literal("update-lead-source"), message: z.string() }),
]);

/** What a failed staff form post sends back: shown beside the form and, with JavaScript, as a toast. */
export type StaffActionError = { intent: string; error: { title: string; description: string } };

function fail(intent: string, title: string, description: string, status = 400) {
  return data<StaffActionError>({ intent, error: { title, description } }, { status });
}

function formValues(formData: FormData) {
  return Object.fromEntries([...formData].filter(([, value]) => typeof value === "string"));
}

/**
 * Every staff form post ends here: success redirects back (PRG) with a flash
 * toast, so it works the same with and without JavaScript.
 */
export async function handleStaffAction(request: Request, formData: FormData, allowSettings: boolean, user: Actor) {
  const url = new URL(request.url);
  const back = safeRedirect(formData.get("redirectTo"), `${url.pathname}${url.search}`);
  const done = (toast: ToastInput) => redirectWithToast(back, toast);
  const values = formValues(formData);

  const lead = leadIntentSchema.safeParse(values);
  if (lead.success) return handleLeadIntent(lead.data, user, done);

  const settings = settingsIntentSchema.safeParse(values);
  if (allowSettings && settings.success) return handleSettingsIntent(settings.data, done);

  return fail(String(values.intent ?? ""), "Error", "This action is not recognised.");
}

async function handleLeadIntent(
  input: z.infer<typeof leadIntentSchema>,
  user: Actor,
  done: (toast: ToastInput) => Promise<Response>,
) {
  const lead = await getLead(input.leadId);
  if (!lead) return fail(input.intent, "Error", "That lead no longer exists.", 404);
  if (input.intent === "set-contacted") {
    await setLeadContacted(lead.id, input.isContacted, user);
    return done({
      title: "Status Updated",
      description: `${lead.name} is marked as ${input.isContacted ? "contacted" : "new"}.`,
    });
  }
  const count = await retryFailedNotifications(lead.id);
  return done({
    title: count ? "Notification Queued" : "Nothing to Retry",
    description: count ? `Sending ${count} notification email(s) again.` : "No failed notifications for this lead.",
  });
}

async function handleSettingsIntent(
  input: z.infer<typeof settingsIntentSchema>,
  done: (toast: ToastInput) => Promise<Response>,
) {
  switch (input.intent) {
    case "add-email": {
      const email = notificationEmailSchema.safeParse(input.email);
      if (!email.success) return fail(input.intent, "Invalid Email", "Please enter a valid email address");
      const added = await addNotificationEmail(email.data);
      if (!added) return fail(input.intent, "Error", "That email address is already on the list.", 409);
      return done({ title: "Email Added", description: `${added.email} will now receive lead notifications` });
    }
    case "set-email-active": {
      if (!(await setNotificationEmailActive(input.emailId, input.isActive))) {
        return fail(input.intent, "Error", "Failed to update email status", 404);
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
        return fail(input.intent, "Error", "Failed to remove email", 404);
      }
      return done({ title: "Email Removed", description: `${email.email} will no longer receive lead notifications.` });
    }
    case "update-phone": {
      const phone = phoneNumberSchema.safeParse(input.phoneNumber);
      if (!phone.success) return fail(input.intent, "Invalid Phone Number", phone.error.issues[0]!.message);
      await updatePhoneNumber(phone.data);
      return done({ title: "Phone Number Updated", description: `The site now shows ${phone.data}.` });
    }
    case "update-lead-source": {
      const message = leadSourceMessageSchema.safeParse(input.message);
      if (!message.success) return fail(input.intent, "Invalid Message", message.error.issues[0]!.message);
      await updateLeadSourceMessage(message.data);
      return done({ title: "Settings Updated", description: "Lead notifications will use the new message." });
    }
  }
}
