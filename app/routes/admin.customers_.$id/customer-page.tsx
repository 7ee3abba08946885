import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { Icon } from "~/components/kit";
import { Card } from "~/components/staff/card";
import { staffButton } from "~/components/staff/ui";
import { directionsUrl } from "~/leads/lead-address";
import { formatJobValue } from "~/leads/pipeline/lead-outcome";
import { formatPhone, phoneHref, smsHref } from "~/platform/phone";

import { CustomerHistory, type CustomerPageData } from "./customer-history";
import { MergePicker } from "./customer-merge-picker";
import { CustomerNotesForm, PropertyNoteForm } from "./customer-note-forms";

const linkClass = "break-words text-primary-800 underline underline-offset-2 hover:text-primary-950";

/** A customer on a phone: Call and Text first, then their places, every request, notes and the timeline. */
export function CustomerPage({ record }: { record: CustomerPageData }) {
  const { customer, properties, showMoney } = record;
  const phone = customer.phones[0];
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4">
      <div>
        <Link to="/admin/customers" className="text-sm text-primary-800 underline underline-offset-2">
          All customers
        </Link>
        <h1 className="text-2xl font-bold text-stone-900">{customer.name}</h1>
        <p className="text-sm text-stone-700">
          Customer {customer.id}
          {customer.language === "es" ? " · Prefers Spanish" : ""} · {customer.jobCount} job
          {customer.jobCount === 1 ? "" : "s"}
          {showMoney && customer.lifetimeValue !== null ? `, ${formatJobValue(customer.lifetimeValue)} won` : ""}
        </p>
      </div>
      {phone ? (
        <div className="grid grid-cols-2 gap-2">
          <a href={phoneHref(phone)} className={staffButton("primary", "justify-center")}>
            <Icon name="phone" className="size-4" /> Call
          </a>
          <a href={smsHref(phone)} className={staffButton("secondary", "justify-center")}>
            Text
          </a>
        </div>
      ) : null}
      <Card title="Contact">
        <dl className="divide-y divide-stone-100 text-sm">
          <Row label={customer.phones.length > 1 ? "Phones" : "Phone"}>
            {customer.phones.map((number) => (
              <a key={number} href={phoneHref(number)} className={`${linkClass} mr-3 inline-block`}>
                {formatPhone(number)}
              </a>
            ))}
          </Row>
          <Row label={customer.emails.length > 1 ? "Emails" : "Email"}>
            {customer.emails.length
              ? customer.emails.map((email) => (
                  <a key={email} href={`mailto:${email}`} className={`${linkClass} mr-3 inline-block`}>
                    {email}
                  </a>
                ))
              : "None"}
          </Row>
          <Row label="Consent">
            {`${customer.emailUnsubscribed ? "Unsubscribed from email" : "Gets emails"}; ${
              customer.textsStopped ? "sent STOP, no texts" : "texts only where they ticked the box"
            }`}
          </Row>
        </dl>
      </Card>
      <Card title={properties.length === 1 ? "Property" : `Properties (${properties.length})`}>
        {properties.length ? (
          <ul className="divide-y divide-stone-100 text-sm">
            {properties.map((property) => (
              <li key={property.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="text-stone-900">{property.address}</span>
                <a
                  href={directionsUrl(property.address)}
                  target="_blank"
                  rel="noreferrer"
                  className={staffButton("secondary")}
                >
                  <Icon name="mapPin" className="size-4" /> Directions
                </a>
                <PropertyNoteForm property={property} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-700">No address given yet.</p>
        )}
      </Card>
      <CustomerHistory record={record} />
      <Card title="Notes">
        <CustomerNotesForm name={customer.name} notes={customer.notes} />
      </Card>
      <MergePicker customerName={customer.name} query={record.mergeQuery} candidates={record.mergeCandidates} />
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="font-semibold text-stone-700">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </div>
  );
}
