import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { SettingsEditors } from "~/components/settings/settings-section";
import { getNotificationPanel, retryLeadNotifications } from "~/leads/notification-status.server";
import { requireOwner, requireOwnerForm } from "~/staff/auth.server";
import { getSettings, updateSettings } from "~/staff/settings.server";
import { staffMeta } from "~/staff/staff-meta";

export const meta: MetaFunction = () => staffMeta("Settings");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  const [settings, notifications] = await Promise.all([getSettings(), getNotificationPanel()]);
  return { settings, notifications };
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await requireOwnerForm(request);
  if (formData.get("intent") === "retry-all-notifications") return retryLeadNotifications(request, formData);
  return updateSettings(request, formData);
}

/** The settings, one tap from every staff screen: the phone number is the first field. */
export default function SettingsPage() {
  const { settings, notifications } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-4">
      <h1 className="text-2xl font-bold text-stone-900">Settings</h1>
      <SettingsEditors settings={settings} notifications={notifications} heading="h2" />
    </div>
  );
}
