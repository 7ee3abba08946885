import { Icon } from "~/components/ui/icon";
import { business, businessHoursTable, serviceAreaText } from "~/content/business";

import { FormattedPhone, PhoneLink } from "./phone-link";

export function BusinessHours() {
  return (
    <dl className="space-y-1.5">
      {businessHoursTable.map((row) => (
        <div key={row.days} className="flex justify-between gap-4">
          <dt>{row.days}</dt>
          <dd className="font-semibold">{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Phone, service area and hours, stacked; used beside the quote form. */
export function ContactDetails() {
  return (
    <ul className="space-y-6 text-stone-800">
      <li className="flex gap-4">
        <Icon name="phone" className="mt-1 size-6 shrink-0 text-secondary-700" />
        <div>
          <h3 className="font-bold text-primary-900">Call or text</h3>
          <PhoneLink className="text-xl font-extrabold text-primary-800 underline-offset-4 hover:underline">
            <FormattedPhone />
          </PhoneLink>
          <p className="text-sm text-stone-600">Answered 24/7 for emergencies</p>
        </div>
      </li>
      <li className="flex gap-4">
        <Icon name="mapPin" className="mt-1 size-6 shrink-0 text-secondary-700" />
        <div>
          <h3 className="font-bold text-primary-900">Service area</h3>
          <p>{serviceAreaText}</p>
        </div>
      </li>
      <li className="flex gap-4">
        <Icon name="clock" className="mt-1 size-6 shrink-0 text-secondary-700" />
        <div className="flex-1">
          <h3 className="font-bold text-primary-900">Business hours</h3>
          <BusinessHours />
        </div>
      </li>
    </ul>
  );
}

const { latitude, longitude } = business.geo;
const bbox = [longitude - 0.11, latitude - 0.06, longitude + 0.11, latitude + 0.06]
  .map((value) => value.toFixed(4))
  .join(",");
const mapSrc = `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${latitude},${longitude}`)}`;

const largerMapHref = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=12/${latitude}/${longitude}`;

export function WacoMap() {
  return (
    <figure>
      <iframe
        title="Map of Waco, TX, our home base"
        src={mapSrc}
        loading="lazy"
        width={600}
        height={320}
        className="h-72 w-full rounded-xl border border-stone-200 bg-primary-50"
      />
      <figcaption className="mt-2 text-sm text-stone-600">
        Based in {business.city}, {business.state}.{" "}
        <a href={largerMapHref} className="font-semibold text-primary-800 underline underline-offset-2">
          View larger map
        </a>
      </figcaption>
    </figure>
  );
}
