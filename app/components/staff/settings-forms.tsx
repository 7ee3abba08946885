import { useActionData, useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import type { StaffActionError } from "~/staff/staff-actions.server";

import { useShowToast } from "../toaster";

import { staffButton, staffControl, staffLabel } from "./ui";

type NotificationEmail = { id: number; email: string; isActive: boolean };

/**
 * The error of this form's last post: from the fetcher with JavaScript, or from
 * the page's action data after a plain form post. With JavaScript it is also
 * shown as a toast (SPEC §8).
 */
function useFormError(intent: string, fetcher: FetcherWithComponents<unknown>) {
  const actionData = useActionData<StaffActionError>();
  const fetched = fetcher.data as StaffActionError | undefined;
  const result = fetched ?? (actionData?.intent === intent ? actionData : undefined);
  const showToast = useShowToast();
  useEffect(() => {
    if (fetched?.error) showToast({ ...fetched.error, variant: "destructive" });
  }, [fetched, showToast]);
  return fetcher.state === "idle" ? result?.error : undefined;
}

function FormError({ id, error }: { id: string; error?: { title: string; description: string } }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-800">
      <strong>{error.title}</strong>: {error.description}
    </p>
  );
}

function Card({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div>
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        <p className="text-sm text-stone-700">{description}</p>
      </div>
      {children}
    </section>
  );
}

export function NotificationEmailManager({ emails }: { emails: NotificationEmail[] }) {
  return (
    <Card title="Notification emails" description="Active addresses receive an email for every new lead.">
      {emails.length ? (
        <ul className="divide-y divide-stone-100">
          {emails.map((email) => (
            <NotificationEmailRow key={email.id} email={email} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-700">No notification emails yet: nobody is told about new leads.</p>
      )}
      <AddNotificationEmailForm />
    </Card>
  );
}

function NotificationEmailRow({ email }: { email: NotificationEmail }) {
  const toggle = useFetcher();
  const remove = useFetcher();
  if (remove.state !== "idle") return null;
  const pending = toggle.formData?.get("isActive");
  const isActive = typeof pending === "string" ? pending === "true" : email.isActive;
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="notification-email">
      <span className="min-w-0 flex-1 break-all text-sm text-stone-900">{email.email}</span>
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-bold ${
          isActive ? "bg-primary-100 text-primary-900" : "bg-stone-200 text-stone-800"
        }`}
      >
        {isActive ? "Active" : "Inactive"}
      </span>
      <toggle.Form method="post" preventScrollReset>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="set-email-active" />
        <input type="hidden" name="emailId" value={email.id} />
        <input type="hidden" name="isActive" value={String(!isActive)} />
        <button
          type="submit"
          aria-label={`${isActive ? "Disable" : "Enable"} ${email.email}`}
          className={staffButton("secondary", "min-h-9 px-3")}
        >
          {isActive ? "Disable" : "Enable"}
        </button>
      </toggle.Form>
      <remove.Form method="post" preventScrollReset>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="remove-email" />
        <input type="hidden" name="emailId" value={email.id} />
        <button type="submit" aria-label={`Remove ${email.email}`} className={staffButton("danger", "min-h-9 px-3")}>
          Remove
        </button>
      </remove.Form>
    </li>
  );
}

function AddNotificationEmailForm() {
  const fetcher = useFetcher();
  const error = useFormError("add-email", fetcher);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (fetcher.state === "submitting") wasSubmitting.current = true;
    if (fetcher.state === "idle" && wasSubmitting.current) {
      wasSubmitting.current = false;
      if (!fetcher.data) formRef.current?.reset();
    }
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post" ref={formRef} noValidate preventScrollReset className="space-y-2">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="add-email" />
      <label htmlFor={`${id}-email`} className={staffLabel}>
        Add an email
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="off"
          placeholder="office@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={staffControl}
        />
        <button type="submit" className={staffButton("primary")} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Adding..." : "Add"}
        </button>
      </div>
      <FormError id={`${id}-error`} error={error} />
    </fetcher.Form>
  );
}

export function SitePhoneEditor({ phoneNumber }: { phoneNumber: string }) {
  const fetcher = useFetcher();
  const error = useFormError("update-phone", fetcher);
  const [value, setValue] = useState(phoneNumber);
  const id = useId();
  return (
    <Card title="Site phone number" description="Shown in the header, on every call button and in the footer.">
      <fetcher.Form method="post" noValidate preventScrollReset className="space-y-2">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="update-phone" />
        <label htmlFor={`${id}-phone`} className={staffLabel}>
          Phone number
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-phone`}
            name="phoneNumber"
            type="tel"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={staffControl}
          />
          <button type="submit" className={staffButton("primary")} disabled={!value.trim() || fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Saving..." : "Update"}
          </button>
        </div>
        <FormError id={`${id}-error`} error={error} />
      </fetcher.Form>
    </Card>
  );
}

export function LeadSourceEditor({ message }: { message: string }) {
  const fetcher = useFetcher();
  const error = useFormError("update-lead-source", fetcher);
  const id = useId();
  return (
    <Card
      title="Lead source message"
      description="Heads every lead notification email, so staff know where it came from."
    >
      <fetcher.Form method="post" noValidate preventScrollReset className="space-y-2">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="update-lead-source" />
        <label htmlFor={`${id}-message`} className={staffLabel}>
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          defaultValue={message}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={staffControl}
        />
        <FormError id={`${id}-error`} error={error} />
        <button type="submit" className={staffButton("primary")} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving..." : "Save message"}
        </button>
      </fetcher.Form>
    </Card>
  );
}
