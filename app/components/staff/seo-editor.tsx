import { Form, Link, useNavigation } from "@remix-run/react";
import { X } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import type { StoredSeo } from "~/seo/seo-overrides";
import { parseStructuredData } from "~/seo/json-ld";
import { DESCRIPTION_GUIDE, TITLE_GUIDE, imageSelector, srcFromSelector } from "~/seo/seo-fields";

import { TextAreaField, TextField } from "~/components/ui/field";

export interface SeoEditorData {
  path: string;
  closeHref: string;
  csrfToken: string;
  /** The stored record, or null when the page uses its defaults. */
  record: StoredSeo | null;
  defaults: {
    title: string;
    description: string;
    keywords: string;
    canonicalUrl: string;
  };
}

const tabs = [
  { id: "basic", label: "Basic SEO" },
  { id: "content", label: "Content SEO" },
  { id: "advanced", label: "Advanced" },
] as const;
type TabId = (typeof tabs)[number]["id"];

/**
 * The per-page SEO editor shown over any public page with ?editseo=true.
 * Without JavaScript the three tabs are stacked sections of one form.
 */
export function SeoEditor({ data }: { data: SeoEditorData }) {
  const hydrated = useHydrated();
  const [tab, setTab] = useState<TabId>("basic");
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formAction === "/admin/seo";
  const values = data.record ?? data.defaults;
  const [title, setTitle] = useState(values.title);
  const [description, setDescription] = useState(values.description);

  return (
    <aside
      aria-label="SEO editor"
      className="fixed inset-0 z-50 overflow-y-auto bg-white text-stone-900 shadow-2xl md:inset-y-0 md:left-auto md:w-[34rem] md:border-l md:border-stone-300"
      data-testid="seo-editor"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-stone-200 bg-primary-900 px-5 py-3 text-white">
        <div>
          <h2 className="text-lg font-bold">SEO Editor</h2>
          <p className="text-sm text-primary-100">
            {data.path} · {data.record ? "custom SEO data" : "using defaults"}
          </p>
        </div>
        <Link
          to={data.closeHref}
          reloadDocument
          className="flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold hover:bg-white/10"
        >
          <X aria-hidden className="size-5" />
          Close
        </Link>
      </div>

      <Form method="post" action="/admin/seo" className="space-y-6 p-5">
        <input type="hidden" name="csrf" value={data.csrfToken} />
        <input type="hidden" name="pagePath" value={data.path} />

        {hydrated ? (
          <div role="tablist" aria-label="SEO settings" className="flex gap-1 border-b border-stone-200">
            {tabs.map((item) => (
              <button
                key={item.id}
                type="button"
                role="tab"
                id={`seo-tab-${item.id}`}
                aria-selected={tab === item.id}
                aria-controls={`seo-panel-${item.id}`}
                onClick={() => setTab(item.id)}
                className={`min-h-11 rounded-t-md px-4 text-sm font-semibold ${
                  tab === item.id
                    ? "border-b-2 border-primary-700 text-primary-800"
                    : "text-stone-600 hover:text-stone-900"
                }`}
              >
                {item.label}
              </button>
            ))}
          </div>
        ) : null}

        <Panel id="basic" label="Basic SEO" active={tab} hydrated={hydrated}>
          <TextField
            label="Title"
            name="title"
            required
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            hint={<LengthHint length={title.length} guide={TITLE_GUIDE} />}
          />
          <TextAreaField
            label="Meta description"
            name="description"
            required
            maxLength={500}
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            hint={<LengthHint length={description.length} guide={DESCRIPTION_GUIDE} />}
          />
          <TextField
            label="Keywords"
            name="keywords"
            maxLength={500}
            defaultValue={values.keywords ?? ""}
            hint="Comma-separated."
          />
          <SnippetPreview title={title} description={description} url={data.defaults.canonicalUrl} />
        </Panel>

        <Panel id="content" label="Content SEO" active={tab} hydrated={hydrated}>
          <TextField
            label="H1 heading"
            name="h1Text"
            maxLength={200}
            defaultValue={data.record?.h1Text ?? ""}
            hint="Leave empty to keep the page's own heading."
          />
          <ImageAltFields saved={data.record?.imageAltTexts ?? []} hydrated={hydrated} />
        </Panel>

        <Panel id="advanced" label="Advanced" active={tab} hydrated={hydrated}>
          <TextField
            label="Canonical URL"
            name="canonicalUrl"
            type="url"
            maxLength={2000}
            defaultValue={data.record?.canonicalUrl ?? ""}
            placeholder={data.defaults.canonicalUrl}
          />
          <TextField
            label="Open Graph image URL"
            name="ogImage"
            type="url"
            maxLength={2000}
            defaultValue={data.record?.ogImage ?? ""}
            placeholder="https://…/photo.jpg"
          />
          <StructuredDataField defaultValue={data.record?.structuredData ?? ""} />
        </Panel>

        <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-5">
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={saving}
            className="min-h-11 rounded-md bg-primary-800 px-5 font-bold text-white hover:bg-primary-900 disabled:opacity-60"
          >
            {saving ? "Saving..." : "Save"}
          </button>
          {data.record ? <ResetToDefaults cancelHref={`${data.path}?editseo=true`} /> : null}
        </div>
      </Form>
    </aside>
  );
}

function Panel({
  id,
  label,
  active,
  hydrated,
  children,
}: {
  id: TabId;
  label: string;
  active: TabId;
  hydrated: boolean;
  children: ReactNode;
}) {
  if (!hydrated) {
    return (
      <section aria-labelledby={`seo-heading-${id}`} className="space-y-4">
        <h3 id={`seo-heading-${id}`} className="text-base font-bold text-primary-900">
          {label}
        </h3>
        {children}
      </section>
    );
  }
  // Inactive panels stay in the form (hidden) so Save sends every field.
  return (
    <div
      role="tabpanel"
      id={`seo-panel-${id}`}
      aria-labelledby={`seo-tab-${id}`}
      hidden={active !== id}
      className="space-y-4"
    >
      {children}
    </div>
  );
}

function LengthHint({ length, guide }: { length: number; guide: { min: number; max: number } }) {
  const inRange = length >= guide.min && length <= guide.max;
  return (
    <span className={inRange ? "text-secondary-800" : "text-stone-600"}>
      {length} characters · aim for {guide.min}-{guide.max}
    </span>
  );
}

function SnippetPreview({ title, description, url }: { title: string; description: string; url: string }) {
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
  currentAlt?: string;
}

/** Lists the page's images (at least 32 px each way) so staff can override their alt texts. */
function ImageAltFields({ saved, hydrated }: { saved: Array<{ selector: string; alt: string }>; hydrated: boolean }) {
  const [rows, setRows] = useState<AltRow[]>(saved);

  useEffect(() => {
    if (!hydrated) return;
    const known = new Set(saved.map((row) => srcFromSelector(row.selector)));
    const found: AltRow[] = [];
    for (const image of document.querySelectorAll<HTMLImageElement>("main img")) {
      const src = image.getAttribute("src");
      if (!src || known.has(src) || image.naturalWidth < 32 || image.naturalHeight < 32) continue;
      known.add(src);
      found.push({
        selector: imageSelector(src),
        alt: "",
        currentAlt: image.alt,
      });
    }
    setRows([...saved, ...found]);
  }, [hydrated, saved]);

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-stone-800">Image alt texts</legend>
      <p className="text-sm text-stone-600">
        Leave an alt text empty to keep the image&apos;s own. Images are matched by their address, written as{" "}
        <code className="rounded bg-stone-100 px-1">img[src=&quot;/images/name.svg&quot;]</code>.
      </p>
      {rows.map((row) => (
        <AltRowFields key={row.selector} row={row} />
      ))}
      <AltRowFields row={{ selector: "", alt: "" }} isNew />
    </fieldset>
  );
}

function AltRowFields({ row, isNew = false }: { row: AltRow; isNew?: boolean }) {
  const id = useId();
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
        <>
          <input type="hidden" name="imageSelector" value={row.selector} />
          <p id={`${id}-image`} className="break-all text-sm font-medium text-stone-800">
            {srcFromSelector(row.selector)}
          </p>
          {row.currentAlt ? <p className="text-xs text-stone-600">Current alt: {row.currentAlt}</p> : null}
        </>
      )}
      <div className="mt-2">
        <TextField label="Alt text" name="imageAlt" defaultValue={row.alt} maxLength={300} />
      </div>
    </div>
  );
}

function StructuredDataField({ defaultValue }: { defaultValue: string }) {
  const [text, setText] = useState(defaultValue);
  const error = validateJson(text);
  return (
    <TextAreaField
      label="Structured data (JSON-LD)"
      name="structuredData"
      rows={8}
      className="font-mono text-sm"
      value={text}
      onChange={(event) => setText(event.target.value)}
      errors={error ? [error] : undefined}
      hint="Added to the page in its own script tag, after the site's built-in structured data."
    />
  );
}

function validateJson(text: string) {
  if (!text.trim() || parseStructuredData(text)) return undefined;
  return "Structured data must be valid JSON (an object or a list)";
}

/** Reset asks for confirmation; a details element does this without JavaScript. */
function ResetToDefaults({ cancelHref }: { cancelHref: string }) {
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center rounded-md border-2 border-red-700 px-4 font-semibold text-red-800 [&::-webkit-details-marker]:hidden">
        Reset to Defaults
      </summary>
      <div className="mt-3 flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3">
        <p className="w-full text-sm text-red-900">Delete this page&apos;s custom SEO data and use the defaults?</p>
        <button
          type="submit"
          name="intent"
          value="delete"
          formNoValidate
          className="min-h-11 rounded-md bg-red-700 px-4 font-bold text-white hover:bg-red-800"
        >
          Confirm Delete
        </button>
        {/* A link, so Cancel also works without JavaScript (it reloads the editor, closed). */}
        <Link
          to={cancelHref}
          onClick={(event) => {
            const details = event.currentTarget.closest("details");
            if (!details) return;
            event.preventDefault();
            details.open = false;
          }}
          className="flex min-h-11 items-center rounded-md border border-stone-300 px-4 font-semibold"
        >
          Cancel
        </Link>
      </div>
    </details>
  );
}
