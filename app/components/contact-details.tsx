import { Icon } from "~/components/ui/icon";
import { business } from "~/content/business";

import { FormattedPhone, PhoneLink } from "./phone-link";
import { useUiText } from "./use-locale-text";

export function BusinessHours() {
  return (
    <dl className="space-y-1.5">
      {useUiText().contactDetails.hoursTable.map((row) => (
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
  const text = useUiText().contactDetails;
  return (
    <ul className="space-y-6 text-stone-800">
      <li className="flex gap-4">
        <Icon name="phone" className="mt-1 size-6 shrink-0 text-secondary-700" />
        <div>
          <h3 className="font-bold text-primary-900">{text.callOrText}</h3>
          <PhoneLink className="text-xl font-extrabold text-primary-800 underline-offset-4 hover:underline">
            <FormattedPhone />
          </PhoneLink>
          <p className="text-sm text-stone-600">{text.answered}</p>
        </div>
      </li>
      <li className="flex gap-4">
        <Icon name="mapPin" className="mt-1 size-6 shrink-0 text-secondary-700" />
        <div>
          <h3 className="font-bold text-primary-900">{text.serviceArea}</h3>
          <p>{text.serviceAreaText}</p>
        </div>
      </li>
      <li className="flex gap-4">
        <Icon name="clock" className="mt-1 size-6 shrink-0 text-secondary-700" />
        <div className="flex-1">
          <h3 className="font-bold text-primary-900">{text.hours}</h3>
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
  const text = useUiText().contactDetails;
  return (
    <figure>
      <iframe
        title={text.mapTitle}
        src={mapSrc}
        loading="lazy"
        width={600}
        height={320}
        className="h-72 w-full rounded-xl border border-stone-200 bg-primary-50"
      />
      <figcaption className="mt-2 text-sm text-stone-600">
        {text.basedIn}{" "}
        <a href={largerMapHref} className="font-semibold text-primary-800 underline underline-offset-2">
          {text.largerMap}
        </a>
      </figcaption>
    </figure>
  );
}
