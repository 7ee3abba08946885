import type { ReactNode } from "react";

import { formatWacoTime } from "~/clock/waco-time";
import { Icon } from "~/components/kit";
import { staffButton } from "~/components/staff/ui";
import { directionsUrl, isDrivableAddress } from "~/leads/lead-address";
import { type LeadField, leadFieldsIn, leadFieldText } from "~/leads/lead-fields";
import { POSSIBLE_SPAM_REASON, sentFrom } from "~/leads/lead-row";
import { phoneHref } from "~/platform/phone";

import type { LeadDetail } from "./lead-detail.server";
import { LeadPhotos } from "./lead-photos";

const linkClass = "break-words text-primary-800 underline underline-offset-2 hover:text-primary-950";

/** The lead's details: how to reach them, where to drive, what they asked for and where the visit came from. */
export function LeadFacts({ lead, photos }: { lead: LeadDetail["lead"]; photos: LeadDetail["photos"] }) {
  const campaign = [
    ["Source", lead.utmSource],
    ["Medium", lead.utmMedium],
    ["Campaign", lead.utmCampaign],
    ["Term", lead.utmTerm],
    ["Content", lead.utmContent],
    ["Google Ads click", lead.gclid],
    ["Meta click", lead.fbclid],
    ["Microsoft Ads click", lead.msclkid],
  ].filter(([, value]) => value);
  const none = <span className="text-stone-600">None</span>;
  const rows: Array<[string, ReactNode]> = [
    ...leadFieldsIn("leadPage").map((field): [string, ReactNode] => [field.label, fieldValue(field, lead) ?? none]),
    ["Photos", <LeadPhotos photos={photos} name={lead.name} notStored={lead.photosNotStored} />],
    ["Received", <time dateTime={lead.createdAt}>{formatWacoTime(lead.createdAt)}</time>],
    [
      "Texts",
      lead.textConsentAt ? (
        <>
          Agreed on <time dateTime={lead.textConsentAt}>{formatWacoTime(lead.textConsentAt)}</time> from{" "}
          {lead.textConsentPage} ({lead.textConsentIp ?? "address unknown"}; wording of {lead.textConsentVersion})
        </>
      ) : (
        "Not asked for: email and calls only"
      ),
    ],
    ["Possible spam", lead.possibleSpam ? `Yes. ${POSSIBLE_SPAM_REASON}` : "No"],
    ["Landing page", lead.landingPage ?? none],
    ["Sent from", sentFrom(lead.sourcePage) ?? none],
    ["Referrer", lead.referrer ?? none],
    [
      "Campaign",
      campaign.length ? (
        <ul>
          {campaign.map(([label, value]) => (
            <li key={label}>
              {label}: {value}
            </li>
          ))}
        </ul>
      ) : (
        none
      ),
    ],
  ];
  return (
    <dl className="divide-y divide-stone-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <dt className="font-semibold text-stone-700">{label}</dt>
          <dd className="min-w-0 break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A field the visitor gave, as the page shows it (leads/lead-fields.ts): phones and emails as links; undefined when empty. */
function fieldValue(field: LeadField, lead: LeadDetail["lead"]): ReactNode {
  const text = leadFieldText(field, lead);
  if (text === undefined) return undefined;
  switch (field.key) {
    case "phone":
      return (
        <a href={phoneHref(lead.phone)} className={linkClass}>
          {text}
        </a>
      );
    case "email":
      return (
        <a href={`mailto:${text}`} className={linkClass}>
          {text}
        </a>
      );
    case "address":
      return <Address address={text} />;
    case "message":
      return <span className="whitespace-pre-wrap">{text}</span>;
    default:
      return text;
  }
}

/** The address, and directions to it in the phone's maps app (Google's universal link opens the app on iOS and Android). */
function Address({ address }: { address: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span>{address}</span>
      {isDrivableAddress(address) ? (
        <a href={directionsUrl(address)} target="_blank" rel="noreferrer" className={staffButton("secondary")}>
          <Icon name="mapPin" className="size-4" /> Directions
        </a>
      ) : null}
    </div>
  );
}
