import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from "react";

const controlClass = "field-control";

interface FieldShellProps {
  /** The control's id, when a page links to it (e.g. an error summary); generated otherwise. */
  id?: string;
  label: string;
  errors?: string[];
  hint?: ReactNode;
  required?: boolean;
  children: (ids: { id: string; errorId: string; hintId: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

/** Label above, control, hint and error messages wired with ARIA. */
function FieldShell({ id: givenId, label, errors, hint, required, children }: FieldShellProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden>
            {" *"}
          </span>
        ) : null}
      </label>
      {children({ id, errorId, hintId, describedBy, invalid })}
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {errors!.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

type Common = { label: string; errors?: string[]; hint?: ReactNode };

export const TextField = forwardRef<HTMLInputElement, Common & ComponentPropsWithoutRef<"input">>(function TextField(
  { label, errors, hint, className, ...input },
  ref,
) {
  return (
    <FieldShell id={input.id} label={label} errors={errors} hint={hint} required={input.required}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          ref={ref}
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={className ? `${controlClass} ${className}` : controlClass}
        />
      )}
    </FieldShell>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, Common & ComponentPropsWithoutRef<"textarea">>(
  function TextAreaField({ label, errors, hint, className, ...textarea }, ref) {
    return (
      <FieldShell id={textarea.id} label={label} errors={errors} hint={hint} required={textarea.required}>
        {({ id, describedBy, invalid }) => (
          <textarea
            {...textarea}
            ref={ref}
            id={id}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={`${controlClass} min-h-28${className ? ` ${className}` : ""}`}
          />
        )}
      </FieldShell>
    );
  },
);

export function SelectField({
  label,
  errors,
  hint,
  className,
  children,
  ...select
}: Common & ComponentPropsWithoutRef<"select">) {
  return (
    <FieldShell id={select.id} label={label} errors={errors} hint={hint} required={select.required}>
      {({ id, describedBy, invalid }) => (
        <select
          {...select}
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={className ? `${controlClass} ${className}` : controlClass}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}
