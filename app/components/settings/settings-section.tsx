import { LeadNotificationsPanel } from "~/components/leads/lead-notifications-panel";
import type { NotificationPanel } from "~/leads/messages/notification-status.server";
import type { Settings } from "~/staff/settings.server";

import {
  ConfirmationsSetting,
  LeadSourceEditor,
  MoneySetting,
  NotificationEmailManager,
  SitePhoneEditor,
} from "./settings-forms";

/**
 * The settings editors, written once: their own screen (/admin/settings) and
 * the bottom of Form Fills Management (SPEC §2) both render this. The phone
 * number comes first: the one thing an owner changes from a phone.
 */
export function SettingsEditors({
  settings,
  notifications,
  heading,
}: {
  settings: Settings;
  notifications: NotificationPanel;
  heading: "h2" | "h3";
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <SitePhoneEditor phoneNumber={settings.phoneNumber} heading={heading} />
      <NotificationEmailManager emails={settings.emails} heading={heading} />
      <LeadSourceEditor message={settings.leadSourceMessage} heading={heading} />
      <LeadNotificationsPanel panel={notifications} heading={heading} />
      <ConfirmationsSetting sendConfirmations={settings.sendConfirmations} heading={heading} />
      <MoneySetting shareMoney={settings.shareMoney} heading={heading} />
    </div>
  );
}
