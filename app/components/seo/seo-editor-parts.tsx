/** The SEO editor's tabs, fields and checks, used by seo-editor.tsx. */
import { type FormMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { type ChangeEvent, type ReactNode, useCallback, useState } from "react";

import { TextAreaField, TextField } from "~/components/kit";
import { parseStructuredData } from "~/seo/json-ld";
import type { loadStandaloneSeoEditor } from "~/seo/seo-editor.server";
import type { SeoEditorFields } from "~/seo/seo-editor-form";
import { imageSelector, rateLength, srcFromSelector } from "~/seo/seo-fields";
import { type SeoField, seoFieldLabels } from "~/seo/seo-record";

export type SeoEditorData = NonNullable<Awaited<ReturnType<typeof loadStandaloneSeoEditor>>>;

export const tabs = [
  { id: "basic", label: "Basic SEO", fields: ["title", "description", "keywords"] },
  { id: "content", label: "Content SEO", fields: ["h1Text", "imageAltTexts"] },
  { id: "advanced", label: "Advanced", fields: ["canonicalUrl", "ogImage", "structuredData"] },
] as const satisfies ReadonlyArray<{ id: string; label: string; fields: readonly SeoField[] }>;
export type TabId = (typeof tabs)[number]["id"];

export type ErrorsByField = Partial<Record<SeoField, string[]>>;

/**
 * Conform's errors by the editor's fields: a row's (imageAltTexts[2].alt, or
 * newImageAlt.alt for the added image) counts as Image alt texts.
 */
export function errorsByField(errors: Record<string, string[] | null> | undefined): ErrorsByField {
  const byField: ErrorsByField = {};
  for (const [name, messages] of Object.entries(errors ?? {})) {
    const field = name.startsWith("newImageAlt") ? "imageAltTexts" : name.split(/[.[]/)[0]!;
    if (messages?.length && field in seoFieldLabels) {
      byField[field as SeoField] = [...(byField[field as SeoField] ?? []), ...messages];
    }
  }
  return byField;
}

/** The fields with errors, in the order the editor shows them. */
export function invalidFields(errors: ErrorsByField) {
  return tabs.flatMap((tab) => tab.fields.filter((field) => errors[field]?.length).map((field) => ({ field, tab })));
}

/** Says why Save did nothing, naming each field and its tab. */
export function RejectionSummary({ errors }: { errors: ErrorsByField }) {
  const invalid = invalidFields(errors);
  if (!invalid.length) return null;
  return (
    <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">Not saved. Please fix:</p>
      <ul className="mt-1 list-disc pl-5">
        {invalid.map(({ field, tab }) => (
          <li key={field}>
            {seoFieldLabels[field]} ({tab.label}): {errors[field]!.join(" ")}
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
export function useTypedText(initial: string | undefined) {
  const [text, setText] = useState(initial ?? "");
  const ref = useCallback((field: { value: string } | null) => {
    if (field) setText(field.value);
  }, []);
  const onChange = (event: ChangeEvent<{ value: string }>) => setText(event.target.value);
  return [text, { ref, onChange }] as const;
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

type AltTexts = NonNullable<SeoEditorData["record"]>["imageAltTexts"];

/**
 * The alt-text rows the form starts with: the images the page renders (from
 * the catalog, so lazy-loaded ones are listed too, with or without
 * JavaScript), then any other stored override.
 */
export function altTextRows(images: SeoEditorData["images"], overrides: AltTexts): AltTexts {
  const altFor = (src: string) => overrides.find((row) => srcFromSelector(row.selector) === src)?.alt ?? "";
  const listed = new Set(images.map((image) => image.src));
  return [
    ...images.map((image) => ({ selector: imageSelector(image.src), alt: altFor(image.src) })),
    ...overrides.filter((row) => !listed.has(srcFromSelector(row.selector))),
  ];
}

type Fields = ReturnType<FormMetadata<SeoEditorFields>["getFieldset"]>;

/** A row per image (its address, its own alt text, a field for ours), and a row to add one. */
export function ImageAltFields({ images, fields }: { images: SeoEditorData["images"]; fields: Fields }) {
  const rows = fields.imageAltTexts.getFieldList();
  const errors = fields.imageAltTexts.errors;
  const added = fields.newImageAlt.getFieldset();
  return (
    <fieldset
      id={fields.imageAltTexts.id}
      tabIndex={-1}
      className="space-y-3"
      aria-describedby={errors?.length ? fields.imageAltTexts.errorId : undefined}
    >
      <legend className="text-sm font-semibold text-stone-800">{seoFieldLabels.imageAltTexts}</legend>
      <p className="text-sm text-stone-600">
        Leave an alt text empty to keep the image&apos;s own. Images are matched by their address, written as{" "}
        <code className="rounded bg-stone-100 px-1">img[src=&quot;/images/name.svg&quot;]</code>.
      </p>
      {errors?.length ? (
        <p id={fields.imageAltTexts.errorId} className="text-sm font-medium text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="text-sm text-stone-600">This page shows no images.</p> : null}
      {rows.map((row) => {
        const { selector, alt } = row.getFieldset();
        const src = srcFromSelector(selector.defaultValue ?? "");
        const ownAlt = images.find((image) => image.src === src)?.alt;
        return (
          <div key={row.key ?? row.id} className="rounded-md border border-stone-200 p-3">
            <div className="flex items-start gap-3">
              {src.startsWith("/") ? (
                <img
                  src={src}
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                  className="h-12 w-16 rounded object-cover"
                />
              ) : null}
              <div className="min-w-0">
                <input {...getInputProps(selector, { type: "hidden" })} />
                <p className="break-all text-sm font-medium text-stone-800">{src}</p>
                {ownAlt ? <p className="text-xs text-stone-600">Its own alt: {ownAlt}</p> : null}
              </div>
            </div>
            <div className="mt-2">
              <TextField label="Alt text" {...getInputProps(alt, { type: "text" })} key={alt.key} errors={alt.errors} />
            </div>
          </div>
        );
      })}
      <div className="rounded-md border border-stone-200 p-3">
        <TextField
          label="Add an image (selector or address)"
          {...getInputProps(added.selector, { type: "text" })}
          key={added.selector.key}
          errors={added.selector.errors}
          placeholder='img[src="/images/…"]'
        />
        <div className="mt-2">
          <TextField
            label="Alt text"
            {...getInputProps(added.alt, { type: "text" })}
            key={added.alt.key}
            errors={added.alt.errors}
          />
        </div>
      </div>
    </fieldset>
  );
}

/** The JSON-LD text, checked as staff type; the server's message after a refused save. */
export function StructuredDataField({ field }: { field: Fields["structuredData"] }) {
  const [text, typed] = useTypedText(field.defaultValue);
  const error = validateJson(text);
  return (
    <TextAreaField
      label={seoFieldLabels.structuredData}
      {...getTextareaProps(field)}
      key={field.key}
      rows={8}
      className="font-mono text-sm"
      {...typed}
      errors={error ? [error] : field.errors}
      hint="Added to the page in its own script tag, after the site's built-in structured data."
    />
  );
}

function validateJson(text: string) {
  if (!text.trim() || parseStructuredData(text)) return undefined;
  return "Structured data must be valid JSON (an object or a list)";
}
