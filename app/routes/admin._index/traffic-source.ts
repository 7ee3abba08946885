import { getDomainWithoutSuffix } from "tldts";

import { isPhoneSource, PHONE_SOURCES } from "~/leads/lead-row";

/** "google" for https://www.google.com/ or google.co.uk, "facebook" for l.facebook.com; undefined for no site. */
export function referrerSite(referrer: string | null | undefined) {
  if (!referrer) return undefined;
  let hostname: string;
  try {
    hostname = new URL(referrer.includes("://") ? referrer : `https://${referrer}`).hostname;
  } catch {
    return undefined;
  }
  return (getDomainWithoutSuffix(hostname) ?? hostname) || undefined;
}

/**
 * Where a lead came from, as the dashboard groups them: a text or a missed call to the
 * site's number ("Text", "Missed call"), else the UTM source and medium when the visit
 * carried them ("google / cpc"), else the site that referred it ("facebook"), else "Direct".
 */
export function trafficSource(lead: {
  utmSource: string | null;
  utmMedium: string | null;
  referrer: string | null;
  sourcePage?: string | null;
}) {
  if (isPhoneSource(lead.sourcePage)) return PHONE_SOURCES[lead.sourcePage];
  const utm = [lead.utmSource, lead.utmMedium].map((value) => value?.trim().toLowerCase()).filter(Boolean);
  if (utm.length) return utm.join(" / ");
  return referrerSite(lead.referrer) ?? "Direct";
}
