import {
  type DefaultValue,
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useActionData, useFetcher } from "@remix-run/react";
import {
  type ButtonHTMLAttributes,
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  useContext,
  useId,
} from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { z } from "zod";

import { type ErrorTitles, type Reply, useErrorToast } from "./error-toast";
import { constraintOf } from "./form-constraint";
import { staffButton, staffControl, staffLabel } from "./ui";

/*
 * The staff form kit: every staff form is wired one way (docs/conventions.md,
 * "Add a staff screen with a form"). The form posts to its page's action; the
 * action answers a failure with `data(submission.reply(), { status: 400 })` and
 * a success with `formSaved(…)` (platform/remix/form-reply.server.ts): Conform's
 * reply plus a toast. With JavaScript the post goes through a fetcher, so the
 * page stays put; without it, it is a plain post that comes back with the
 * fields' errors, or redirected with the toast.
 */

/**
 * One staff form on Conform, its limits from the zod schema the action parses
 * with. `intent` names the form among its page's others; `scope`, when one
 * page repeats the form (a Remove per account), names the one that was sent.
 * Its answer's fields' errors show beside them, and with JavaScript the first
 * one also as a toast.
 */
export function useStaffForm<Schema extends z.ZodTypeAny>({
  schema,
  intent,
  scope = {},
  titles,
  defaultValue,
  validateOn,
}: {
  schema: Schema;
  intent: string;
  scope?: Record<string, string>;
  titles: ErrorTitles;
  defaultValue?: DefaultValue<z.input<Schema>>;
  /** Also check in the browser, on submit or on leaving a field (then again as its value changes); else only the server checks. */
  validateOn?: "onSubmit" | "onBlur";
}) {
  const fetcher = useFetcher<Reply>();
  // A post without JavaScript comes back as the page's action data: it is this form's when intent and scope match.
  const posted = useActionData<Reply | undefined>();
  const sent = posted?.initialValue;
  const isThisForm = sent?.intent === intent && Object.entries(scope).every(([name, value]) => sent[name] === value);
  // Unique per instance: a page may show one form twice (the lead page's header and its phone bar).
  const instance = useId();
  const [form, fields] = useForm<z.input<Schema>>({
    id: [intent, ...Object.values(scope), instance].join("-"),
    constraint: constraintOf(schema),
    defaultValue,
    lastResult: fetcher.data ?? (isThisForm ? posted : undefined),
    ...(validateOn && {
      onValidate: ({ formData }) => parseWithZod(formData, { schema }),
      shouldValidate: validateOn,
      // Cleared while typing: cleared on the blur of a click, the error would move the button from under the pointer.
      shouldRevalidate: "onInput",
    }),
  });
  useErrorToast(fetcher.data, titles);
  return { form, fields, fetcher, intent, scope, titles, busy: fetcher.state !== "idle" };
}

type StaffFormState = ReturnType<typeof useStaffForm>;

const StaffFormContext = createContext<Pick<StaffFormState, "form" | "titles" | "busy">>({
  form: undefined as never,
  titles: {},
  busy: false,
});

/**
 * The <form> of a useStaffForm: posts to the page's action with its CSRF token, intent and scope.
 * `action` is for a form several screens show that one route answers (a lead's Mark contacted).
 */
export function StaffForm({
  state,
  action,
  className,
  children,
}: {
  state: StaffFormState;
  action?: string;
  className?: string;
  children: ReactNode;
}) {
  const { fetcher, form, intent, scope } = state;
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} preventScrollReset className={className}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(scope).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <StaffFormContext.Provider value={state}>{children}</StaffFormContext.Provider>
    </fetcher.Form>
  );
}

/**
 * A field's or the form's messages, headed by the title its form gives them
 * ("Invalid Email: Please enter a valid email address"), if any. `id` is the one the
 * field's or form's aria-describedby names (Conform's errorId).
 */
export function ErrorList({
  id,
  title,
  errors,
  className = "mt-1 text-sm text-red-800",
}: {
  id: string;
  title?: string;
  errors: string[] | undefined;
  className?: string;
}) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className={className}>
      {title ? (
        <>
          <strong>{title}</strong>:{" "}
        </>
      ) : null}
      {errors[0]}
    </p>
  );
}

/** The enclosing StaffForm's own errors: a refusal of the whole form; `className` for one that heads its form in a box. */
export function FormErrors({ className }: { className?: string }) {
  const { form, titles } = useContext(StaffFormContext);
  return <ErrorList id={form.errorId} title={titles.form} errors={form.errors} className={className} />;
}

function FieldErrors({ meta }: { meta: FieldMetadata<unknown, Record<string, unknown>, string[]> }) {
  const { titles } = useContext(StaffFormContext);
  return <ErrorList id={meta.errorId} title={titles.fields?.[meta.name]} errors={meta.errors} />;
}

type FieldProps = {
  meta: FieldMetadata<string | number | undefined, Record<string, unknown>, string[]>;
  label: ReactNode;
  /** A line under the box, read out with it: a limit or what the value is for. */
  hint?: ReactNode;
  /** A control on the box's right (e.g. its submit button). */
  beside?: ReactNode;
  className?: string;
};

/** A labelled box, its hint and its errors. */
export function Field({
  meta,
  label,
  hint,
  beside,
  className,
  type = "text",
  ...attributes
}: FieldProps & { type?: "text" | "email" | "tel" | "password" | "number" | "url" | "time" } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "autoComplete" | "placeholder" | "inputMode"
  >) {
  const hintId = useId();
  const input = (
    <input
      {...getInputProps(meta, { type, ariaDescribedBy: hint ? hintId : undefined })}
      key={meta.key}
      {...attributes}
      className={staffControl}
    />
  );
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={staffLabel}>
        {label}
      </label>
      {beside ? (
        <div className="flex gap-2">
          {input}
          {beside}
        </div>
      ) : (
        input
      )}
      <FieldHint id={hintId} hint={hint} />
      <FieldErrors meta={meta} />
    </div>
  );
}

/** A field's hint under its control, named by the control's `aria-describedby`. */
function FieldHint({ id, hint }: { id: string; hint: FieldProps["hint"] }) {
  return hint ? (
    <p id={id} className="mt-1 text-xs text-stone-700">
      {hint}
    </p>
  ) : null;
}

/** A labelled text area, its hint and its errors. */
export function TextareaField({
  meta,
  label,
  hint,
  rows = 3,
  className,
}: Omit<FieldProps, "beside"> & { rows?: number }) {
  const hintId = useId();
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={staffLabel}>
        {label}
      </label>
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: hint ? hintId : undefined })}
        key={meta.key}
        rows={rows}
        className={staffControl}
      />
      <FieldHint id={hintId} hint={hint} />
      <FieldErrors meta={meta} />
    </div>
  );
}

/** A labelled choice among options (value → label), a blank first one asking to choose; and its errors. */
export function SelectField({
  meta,
  label,
  placeholder,
  options,
  className,
}: Omit<FieldProps, "beside" | "hint"> & { placeholder: string; options: Record<string, string> }) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={staffLabel}>
        {label}
      </label>
      <select {...getSelectProps(meta)} key={meta.key} className={staffControl}>
        <option value="">{placeholder}</option>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldErrors meta={meta} />
    </div>
  );
}

/** A checkbox with its label on the right, and its errors. */
export function CheckboxField({
  meta,
  label,
  className,
}: {
  /** A boolean in the schema, or the "on" a checkbox sends. */
  meta: FieldMetadata<boolean | "on" | undefined, Record<string, unknown>, string[]>;
  label: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          {...getInputProps(meta, { type: "checkbox" })}
          key={meta.key}
          className="mt-0.5 size-5 accent-primary-800"
        />
        <label htmlFor={meta.id} className="text-sm text-stone-900">
          {label}
        </label>
      </div>
      <FieldErrors meta={meta} />
    </div>
  );
}

/**
 * The enclosing StaffForm's submit button: disabled, and saying so, while its post is under way.
 * `name` and `value` make it one of several choices the form is sent with (a follow-up's quick picks).
 */
export function SubmitButton({
  children,
  busyLabel,
  variant = "primary",
  disabled = false,
  className = "",
  ...choice
}: {
  children: ReactNode;
  /** Shown while posting, e.g. "Saving...". */
  busyLabel?: string;
  variant?: Parameters<typeof staffButton>[0];
  disabled?: boolean;
  className?: string;
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, "name" | "value" | "aria-label">) {
  const { busy } = useContext(StaffFormContext);
  return (
    <button type="submit" {...choice} className={staffButton(variant, className)} disabled={disabled || busy}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
