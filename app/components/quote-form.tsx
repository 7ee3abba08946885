import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { Icon } from "~/components/ui/icon";
import type { UiText } from "~/content/ui-text";
import {
  type LeadField,
  leadFieldsIn,
  QUOTE_FORM_ID,
  type QuoteSentRootData,
  utmParams,
} from "~/leads/intake/quote-form";
import { useRootData } from "~/platform/remix/root-data";
import type { IntakeReply, StormRootData } from "~/storm/storm-root";

import { HoneypotFields } from "./honeypot-fields";
import { FormattedPhone, PhoneLink } from "./phone-link";
import { PhotoField } from "./photo-field";
import { QuoteThankYou } from "./quote-thank-you";
import { useShowToast } from "./toaster";
import { SelectField, TextAreaField, TextField } from "./ui/field";
import { type LocalizedService, useServices, useUiText } from "./use-locale-text";

/** The lead's fields the form asks for (leads/lead-fields.ts), then the photos. */
const formFields = leadFieldsIn("form");
type FieldName = LeadField["key"] | "photos";
const fieldNames: FieldName[] = [...formFields.map((field) => field.key), "photos"];
type QuoteFormText = UiText["quoteForm"];

/** A field's label in the page's language; a field added later shows its own (English) label until it has one. */
const labelOf = (text: QuoteFormText, name: FieldName) =>
  (text.labels as Partial<Record<FieldName, string>>)[name] ??
  formFields.find((field) => field.key === name)?.formLabel ??
  name;

const fieldId = (name: FieldName) => `${QUOTE_FORM_ID}-${name}`;

/**
 * The free-quote form of the home page (#contact) and /contact, or, once a
 * request is sent, the thank-you in its place (leads/intake/quote-sent.server.ts).
 * A plain post to the page's own action, so it works before or without
 * JavaScript; with JavaScript it shows 'Sending...', focuses the first error,
 * and moves focus to the thank-you.
 * Hand-made rather than Conform's client, to keep public pages light; it reads
 * the same answer, Conform's SubmissionResult (docs/decisions/033-forms-on-conform.md).
 */
export function QuoteForm() {
  const { quoteSent } = useRootData<QuoteSentRootData>();
  const navigation = useNavigation();
  const thankYouRef = useRef<HTMLHeadingElement>(null);

  // Focus follows a request sent with JavaScript to its thank-you (without it, the page opens at #quote-form).
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") {
      wasSubmitting.current = true;
    } else if (navigation.state === "idle" && wasSubmitting.current) {
      wasSubmitting.current = false;
      thankYouRef.current?.focus();
    }
  }, [navigation.state]);

  return (
    <div id={QUOTE_FORM_ID} data-testid="quote-form" className="quote-card">
      {quoteSent ? <QuoteThankYou ref={thankYouRef} sent={quoteSent} /> : <QuoteFormFields />}
    </div>
  );
}

function QuoteFormFields() {
  const actionData = useActionData<SubmissionResult<string[]> & IntakeReply>();
  const { storm } = useRootData<StormRootData>();
  // Storm mode's hazard questions (app/storm): HTML made on the server, answered as sent when the form came back.
  const intake = actionData?.intake ?? storm?.intake;
  const navigation = useNavigation();
  const location = useLocation();
  const showToast = useShowToast();
  const text = useUiText().quoteForm;
  const services = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const [referrer, setReferrer] = useState("");

  // The index route only receives posts marked ?index.
  const actionPath = `${location.pathname}${location.pathname === "/" ? "?index" : ""}`;
  const isSubmitting = navigation.state === "submitting" && navigation.formAction?.split("#")[0] === actionPath;

  const searchParams = new URLSearchParams(location.search);
  // Messages by field name, the form's own (rate limit, storage) under "", and the values as typed.
  const errorsOf = (name: FieldName) => actionData?.error?.[name] ?? undefined;
  const formError = actionData?.error?.[""]?.[0];
  // A link may fill a field (a service page names its service: ?service=), so the form opens on it.
  const valueOf = (name: FieldName) => {
    const value = actionData?.initialValue?.[name] ?? searchParams.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const errorFields = fieldNames.filter((name) => errorsOf(name)?.length);

  useEffect(() => setReferrer(document.referrer), []);

  useEffect(() => {
    if (!actionData) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
    if (formError) {
      showToast({
        title: text.sendError,
        description: formError,
        variant: "destructive",
      });
    }
  }, [actionData, formError, showToast, text.sendError]);

  return (
    <>
      {/* The section around the form gives it its heading. */}
      <ul className="promises">
        <li>
          <Icon name="clock" className="promise-icon" />
          <span>{storm?.promise ?? text.promise}</span>
        </li>
        <li>
          <Icon name="shieldCheck" className="promise-icon" />
          <span>{text.guarantee}</span>
        </li>
      </ul>

      {errorFields.length > 0 ? (
        <div role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{errorFields.length === 1 ? text.fixOne : text.fixMany}</p>
          <ul className="mt-1 list-disc pl-5">
            {errorFields.map((name) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`} className="underline">
                  {labelOf(text, name)}: {errorsOf(name)![0]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        action={`${actionPath}#${QUOTE_FORM_ID}`}
        preventScrollReset
        noValidate
        className="mt-5 space-y-4"
        // Never remounted on an answer: the fields keep what was typed, and the chosen photos with them.
      >
        <HoneypotFields />
        <input type="hidden" name="sourcePage" value={location.pathname} />
        <input type="hidden" name="referrer" value={referrer} />
        {utmParams.map((param) =>
          searchParams.get(param) ? (
            <input key={param} type="hidden" name={param} value={searchParams.get(param)!} />
          ) : null,
        )}

        {formFields.map((field) => (
          <FieldControl
            key={field.key}
            field={field}
            text={text}
            services={services}
            id={fieldId(field.key)}
            label={labelOf(text, field.key)}
            name={field.key}
            maxLength={"limit" in field ? field.limit : undefined}
            defaultValue={valueOf(field.key)}
            errors={errorsOf(field.key)}
          />
        ))}

        {intake ? <div dangerouslySetInnerHTML={{ __html: intake }} /> : null}

        <PhotoField id={fieldId("photos")} errors={errorsOf("photos")} sending={isSubmitting} />

        <label className="text-me">
          <input type="checkbox" name="textMe" defaultChecked={actionData?.initialValue?.textMe === "on"} />
          <span className="field-label">{text.textMe}</span>
          <small>{text.textMeTerms}</small>
        </label>

        {formError ? (
          <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800">
            {text.sendError}: {formError}{" "}
            <PhoneLink className="whitespace-nowrap font-bold underline">
              <FormattedPhone />
            </PhoneLink>
          </p>
        ) : null}

        <button type="submit" disabled={isSubmitting} className="quote-submit">
          {isSubmitting ? text.sending : text.submit}
        </button>
      </Form>
    </>
  );
}

interface ControlProps {
  field: LeadField;
  text: QuoteFormText;
  services: readonly LocalizedService[];
  id: string;
  label: string;
  name: string;
  maxLength: number | undefined;
  defaultValue: string | undefined;
  errors: string[] | undefined;
}

/** A field's control: what each of the form's fields needs; a field added later is a one-line text box. */
function FieldControl({ field, text, services, ...props }: ControlProps) {
  switch (field.key) {
    case "name":
      return <TextField {...props} autoComplete="name" required />;
    case "phone":
      return <TextField {...props} type="tel" autoComplete="tel" inputMode="tel" required />;
    case "email":
      return <TextField {...props} type="email" autoComplete="email" hint={text.emailHint} />;
    case "address":
      // HTML allows street-address (which autofill may write on two lines) on a text area only.
      return <TextAreaField {...props} rows={2} autoComplete="street-address" hint={text.addressHint} />;
    case "service":
      return (
        <SelectField {...props} defaultValue={props.defaultValue ?? ""} required>
          <option value="">{text.selectService}</option>
          {services.map((service) => (
            <option key={service.slug} value={service.slug}>
              {service.title}
            </option>
          ))}
        </SelectField>
      );
    case "message":
      return <TextAreaField {...props} rows={4} placeholder={text.messagePlaceholder} />;
    default:
      return <TextField {...props} />;
  }
}
