import { renderToStaticMarkup } from "react-dom/server";

import type { Locale } from "~/content/locale";

import { type IntakeSent, intakeWords } from "./intake";

/**
 * The hazard intake's questions (issue #47) as HTML made on the server: plain inputs the quote form
 * posts with its own fields, with or without JavaScript. The form puts them in place as they are
 * (components/quote-form.tsx), so they cost the public pages no JavaScript. A form that comes
 * back refused shows them again as answered, with the message beside the question it is about.
 */
export function intakeHtml(locale: Locale, idPrefix: string, sent?: IntakeSent) {
  const words = intakeWords(locale);
  return renderToStaticMarkup(
    <div
      data-storm-intake=""
      data-testid="storm-intake"
      className="space-y-4 rounded-md border-2 border-red-700 bg-amber-50 p-4"
    >
      <Choices
        id={`${idPrefix}-stormHazards`}
        type="checkbox"
        legend={words.legend}
        hint={words.hint}
        options={words.hazards}
        checked={(option) => Boolean(sent?.hazards.includes(option.value))}
        error={sent?.invalidError}
      />
      <Choices
        id={`${idPrefix}-stormCanLeave`}
        type="radio"
        legend={words.canLeave}
        options={words.canLeaveOptions.map((option) => ({ ...option, name: "stormCanLeave" }))}
        checked={(option) => sent?.canLeave === option.value}
        error={sent?.canLeaveError}
        required
      />
      <Choices
        id={`${idPrefix}-stormInsurance`}
        type="radio"
        legend={words.insurance}
        options={words.insuranceOptions.map((option) => ({ ...option, name: "stormInsurance" }))}
        checked={(option) => sent?.insurance === option.value}
      />
      <p className="font-semibold text-stone-900">{words.photos}</p>
    </div>,
  );
}

interface Option {
  value: string;
  name: string;
  label: string;
}

interface ChoicesProps {
  id: string;
  type: "checkbox" | "radio";
  legend: string;
  hint?: string;
  options: readonly Option[];
  checked: (option: Option) => boolean;
  error?: string;
  required?: boolean;
}

function Choices({ id, type, legend, hint, options, checked, error, required }: ChoicesProps) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset id={id} aria-describedby={described || undefined} aria-required={required || undefined}>
      <legend className="field-label">
        {legend}
        {required ? (
          <span className="text-red-700" aria-hidden>
            {" *"}
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <div className={type === "radio" ? "mt-2 flex flex-wrap gap-x-6 gap-y-1" : "mt-2 grid gap-1"}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3 text-stone-900">
            <input
              type={type}
              name={option.name}
              value={type === "checkbox" ? "on" : option.value}
              defaultChecked={checked(option)}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-primary-700"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
