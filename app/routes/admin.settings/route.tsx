import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { formatWacoTime, formatWacoTimeCompact } from "~/clock/waco-time";
import { SettingsEditors } from "~/components/settings/settings-section";
import { TextsHealthPanel } from "~/components/settings/texts-health-panel";
import { getEstimateSettings } from "~/estimates/estimates.server";
import { getNotificationPanel, retryLeadNotifications } from "~/leads/messages/notification-status.server";
import { getReviewSettings } from "~/reviews/review-settings.server";
import { requireOwner, requireOwnerForm } from "~/staff/auth.server";
import { getSettings, updateSettings } from "~/staff/settings.server";
import { staffMeta } from "~/staff/staff-meta";
import { getTextSettings } from "~/staff/text-settings.server";
import { getStormSettings, stormPeriods } from "~/storm/storm-settings.server";
import { getTextsHealth } from "~/texts/texts-health.server";

import { EstimateSettingsCard } from "./estimate-settings-card";
import { ReviewSettingsCard } from "./review-settings-card";
import { saveEstimateSettingsFromForm } from "./save-estimate-settings.server";
import { saveReviewSettingsFromForm } from "./save-review-settings.server";
import { saveStormSettingsFromForm } from "./save-storm-settings.server";
import { saveTextSettingsFromForm } from "./save-text-settings.server";
import { StormSettingsCard } from "./storm-settings-card";
import { TextSettingsCard } from "./text-settings-card";

export const meta: MetaFunction = () => staffMeta("Settings");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  const [settings, notifications, reviews, estimates, texts, textsHealth, storm, periods] = await Promise.all([
    getSettings(),
    getNotificationPanel(),
    getReviewSettings(),
    getEstimateSettings(),
    getTextSettings(),
    getTextsHealth(),
    getStormSettings(),
    stormPeriods(10),
  ]);
  const stormEndsAt = storm.endsAt ? formatWacoTime(storm.endsAt) : null;
  // The storms that have ended, latest first (Waco time; the card's heading says so).
  const pastStorms = periods.flatMap(({ startedAt, endedAt }) =>
    endedAt ? [{ from: formatWacoTimeCompact(startedAt), to: formatWacoTimeCompact(endedAt) }] : [],
  );
  return { settings, notifications, reviews, estimates, texts, textsHealth, storm, stormEndsAt, pastStorms };
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await requireOwnerForm(request);
  if (formData.get("intent") === "retry-all-notifications") return retryLeadNotifications(request, formData);
  if (formData.get("intent") === "review-settings") return saveReviewSettingsFromForm(request, formData);
  if (formData.get("intent") === "estimate-settings") return saveEstimateSettingsFromForm(request, formData);
  if (formData.get("intent") === "text-settings") return saveTextSettingsFromForm(request, formData);
  if (formData.get("intent") === "storm-settings") return saveStormSettingsFromForm(request, formData);
  return updateSettings(request, formData);
}

/** The settings, one tap from every staff screen: the phone number is the first field. */
export default function SettingsPage() {
  const { settings, notifications, reviews, estimates, texts, textsHealth, storm, stormEndsAt, pastStorms } =
    useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-4">
      <h1 className="text-2xl font-bold text-stone-900">Settings</h1>
      <p>
        <Link to="/admin/settings/availability" className="font-semibold text-primary-800 underline">
          Availability for estimate visits
        </Link>
      </p>
      <SettingsEditors settings={settings} notifications={notifications} heading="h2" />
      <StormSettingsCard storm={storm} endsAtLabel={stormEndsAt} pastStorms={pastStorms} />
      <div className="grid gap-4 lg:grid-cols-3">
        <TextsHealthPanel health={textsHealth} />
        <div className="lg:col-span-2">
          <TextSettingsCard settings={texts} configured={textsHealth.configured} />
        </div>
      </div>
      <ReviewSettingsCard settings={reviews} />
      <EstimateSettingsCard settings={estimates} />
    </div>
  );
}
