/** The SEO editor's tabs, fields and checks, used by seo-editor.tsx. */
import { type ChangeEvent, type ReactNode, useCallback, useState } from "react";

import { TextAreaField, TextField } from "~/components/kit";
import type { FieldErrors } from "~/platform/forms";
import { parseStructuredData } from "~/seo/json-ld";
import type { loadStandaloneSeoEditor, SeoEditorDraft } from "~/seo/seo-editor.server";
import { imageSelector, rateLength, srcFromSelector } from "~/seo/seo-fields";

export type SeoEditorData = NonNullable<Awaited<ReturnType<typeof loadStandaloneSeoEditor>>>;

export type Field = keyof SeoEditorDraft;

export const tabs = [
  { id: "basic", label: "Basic SEO", fields: ["title", "description", "keywords"] },
  { id: "content", label: "Content SEO", fields: ["h1Text", "imageAltTexts"] },
  { id: "advanced", label: "Advanced", fields: ["canonicalUrl", "ogImage", "structuredData"] },
] as const satisfies ReadonlyArray<{ id: string; label: string; fields: readonly Field[] }>;
export type TabId = (typeof tabs)[number]["id"];

const fieldLabels: Record<Field, string> = {
  title: "Title",
  description: "Meta description",
  keywords: "Keywords",
  h1Text: "H1 heading",
  imageAltTexts: "Image alt texts",
  canonicalUrl: "Canonical URL",
  ogImage: "Open Graph image URL",
  structuredData: "Structured data (JSON-LD)",
};

/** The fields with errors, in the order the editor shows them. */
export function invalidFields(errors: FieldErrors) {
  return tabs.flatMap((tab) => tab.fields.filter((field) => errors[field]?.length).map((field) => ({ field, tab })));
}

/** Says why Save did nothing, naming each field and its tab. */
export function RejectionSummary({ errors }: { errors: FieldErrors }) {
  const invalid = invalidFields(errors);
  if (!invalid.length) return null;
  return (
    <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">Not saved. Please fix:</p>
      <ul className="mt-1 list-disc pl-5">
        {invalid.map(({ field, tab }) => (
          <li key={field}>
            {fieldLabels[field]} ({tab.label}): {errors[field]!.join(" ")}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Panel({
  id,
  label,
  heading: Heading,
  active,
  hydrated,
  children,
}: {
  id: TabId;
  label: string;
  heading: "h2" | "h3";
  active: TabId;
  hydrated: boolean;
  children: ReactNode;
}) {
  // One element before and after hydration, so React keeps the fields (and what staff typed meanwhile).
  return (
    <section
      role={hydrated ? "tabpanel" : undefined}
      id={`seo-panel-${id}`}
      aria-labelledby={hydrated ? `seo-tab-${id}` : `seo-heading-${id}`}
      // Inactive panels stay in the form (hidden) so Save sends every field.
      hidden={hydrated && active !== id}
      className="space-y-4"
    >
      {hydrated ? null : (
        <Heading id={`seo-heading-${id}`} className="text-base font-bold text-primary-900">
          {label}
        </Heading>
      )}
      {children}
    </section>
  );
}

/**
 * A field's text for what reacts to it as staff type (counters, previews).
 * The field itself is uncontrolled, so text typed before the editor hydrated
 * stays; the ref reads it once the field is mounted.
 */
export function useTypedText(initial: string) {
  const [text, setText] = useState(initial);
  const ref = useCallback((field: { value: string } | null) => {
    if (field) setText(field.value);
  }, []);
  const onChange = (event: ChangeEvent<{ value: string }>) => setText(event.target.value);
  return [text, { defaultValue: initial, ref, onChange }] as const;
}

export function LengthHint({ length, guide }: { length: number; guide: { min: number; max: number } }) {
  const rating = rateLength(length, guide);
  return (
    <span className={rating === "ok" ? "text-secondary-800" : "text-stone-600"}>
      {length} characters · aim for {guide.min}-{guide.max}
      {rating === "ok" ? null : ` (${rating})`}
    </span>
  );
}

export function SnippetPreview({ title, description, url }: { title: string; description: string; url: string }) {
  return (
    <figure className="rounded-md border border-stone-200 bg-stone-50 p-4">
      <figcaption className="mb-2 text-xs font-semibold uppercase tracking-wide text-stone-600">
        Search result preview
      </figcaption>
      <p className="truncate text-sm text-stone-700">{url}</p>
      <p className="truncate text-lg text-[#1a0dab]">{title || "Page title"}</p>
      <p className="line-clamp-2 text-sm text-stone-700">{description || "Meta description"}</p>
    </figure>
  );
}

interface AltRow {
  selector: string;
  alt: string;
  /** The alt text the page's catalog gives the image. */
  ownAlt?: string;
}

/**
 * The images the page renders (from the catalog, so lazy-loaded ones are
 * listed too, with or without JavaScript), then any other stored override.
 */
export function ImageAltFields({
  images,
  overrides,
  errors,
}: {
  images: SeoEditorData["images"];
  overrides: Array<{ selector: string; alt: string }>;
  errors?: string[];
}) {
  const altFor = (src: string) => overrides.find((row) => srcFromSelector(row.selector) === src)?.alt ?? "";
  const listed = new Set(images.map((image) => image.src));
  const rows: AltRow[] = [
    ...images.map((image) => ({ selector: imageSelector(image.src), alt: altFor(image.src), ownAlt: image.alt })),
    ...overrides.filter((row) => !listed.has(srcFromSelector(row.selector))),
  ];
  return (
    <fieldset
      id="seo-imageAltTexts"
      tabIndex={-1}
      className="space-y-3"
      aria-describedby={errors?.length ? "seo-imageAltTexts-error" : undefined}
    >
      <legend className="text-sm font-semibold text-stone-800">Image alt texts</legend>
      <p className="text-sm text-stone-600">
        Leave an alt text empty to keep the image&apos;s own. Images are matched by their address, written as{" "}
        <code className="rounded bg-stone-100 px-1">img[src=&quot;/images/name.svg&quot;]</code>.
      </p>
      {errors?.length ? (
        <p id="seo-imageAltTexts-error" className="text-sm font-medium text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="text-sm text-stone-600">This page shows no images.</p> : null}
      {rows.map((row) => (
        <AltRowFields key={row.selector} row={row} />
      ))}
      <AltRowFields row={{ selector: "", alt: "" }} isNew />
    </fieldset>
  );
}

function AltRowFields({ row, isNew = false }: { row: AltRow; isNew?: boolean }) {
  const src = srcFromSelector(row.selector);
  return (
    <div className="rounded-md border border-stone-200 p-3">
      {isNew ? (
        <TextField
          label="Add an image (selector or address)"
          name="imageSelector"
          defaultValue=""
          placeholder='img[src="/images/…"]'
        />
      ) : (
        <div className="flex items-start gap-3">
          {src.startsWith("/") ? (
            <img src={src} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 rounded object-cover" />
          ) : null}
          <div className="min-w-0">
            <input type="hidden" name="imageSelector" value={row.selector} />
            <p className="break-all text-sm font-medium text-stone-800">{src}</p>
            {row.ownAlt ? <p className="text-xs text-stone-600">Its own alt: {row.ownAlt}</p> : null}
          </div>
        </div>
      )}
      <div className="mt-2">
        <TextField label="Alt text" name="imageAlt" defaultValue={row.alt} maxLength={300} />
      </div>
    </div>
  );
}

export function StructuredDataField({ defaultValue, serverErrors }: { defaultValue: string; serverErrors?: string[] }) {
  const [text, field] = useTypedText(defaultValue);
  const error = validateJson(text);
  return (
    <TextAreaField
      label="Structured data (JSON-LD)"
      name="structuredData"
      rows={8}
      className="font-mono text-sm"
      {...field}
      errors={error ? [error] : serverErrors}
      hint="Added to the page in its own script tag, after the site's built-in structured data."
    />
  );
}

function validateJson(text: string) {
  if (!text.trim() || parseStructuredData(text)) return undefined;
  return "Structured data must be valid JSON (an object or a list)";
}
