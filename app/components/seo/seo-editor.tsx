import { Link, useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";

import { Icon, TextAreaField, TextField } from "~/components/kit";
import { ConfirmDisclosure } from "~/components/staff/confirm-disclosure";
import { useFetcherResult } from "~/components/staff/use-fetcher-result";
import type { SeoEditorDraft, SeoEditorRejection } from "~/seo/seo-editor.server";
import { DESCRIPTION_GUIDE, TITLE_GUIDE } from "~/seo/seo-fields";

import {
  type Field,
  ImageAltFields,
  invalidFields,
  LengthHint,
  Panel,
  RejectionSummary,
  type SeoEditorData,
  SnippetPreview,
  StructuredDataField,
  type TabId,
  tabs,
  useTypedText,
} from "./seo-editor-parts";

export type { SeoEditorData };

interface SeoEditorProps {
  data: SeoEditorData;
  /** A save refused after a post without JavaScript (the standalone page's action data). */
  rejection?: SeoEditorRejection;
  /** On its own staff page rather than over the page it edits. */
  standalone?: boolean;
}

/**
 * The per-page SEO editor shown over any public page with ?editseo=true.
 * Without JavaScript the three tabs are stacked sections of one form.
 * A new stored record (saved or reset) starts the form afresh.
 */
export function SeoEditor(props: SeoEditorProps) {
  return <SeoEditorForm key={JSON.stringify(props.data.record)} {...props} />;
}

function SeoEditorForm({ data, rejection: posted, standalone = false }: SeoEditorProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<SeoEditorRejection>();
  const formRef = useRef<HTMLFormElement>(null);
  const [tab, setTab] = useState<TabId>(() => invalidFields(posted?.errors ?? {})[0]?.tab.id ?? "basic");
  // The server validates (the form is noValidate, so a field in a hidden tab cannot block Save
  // silently); a refusal opens the tab of the first field in error and focuses it.
  const [focusRequest, setFocusRequest] = useState<{ field: Field }>();
  const { result: fetched, onSubmit } = useFetcherResult(fetcher, (rejection) => {
    const first = rejection && invalidFields(rejection.errors)[0];
    if (!first) return;
    setTab(first.tab.id);
    setFocusRequest({ field: first.field });
  });
  // After the render that shows the field's tab.
  useEffect(() => {
    if (!focusRequest) return;
    const { field } = focusRequest;
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"], #seo-${field}`)?.focus();
  }, [focusRequest]);
  const errors = (fetcher.state === "idle" ? (fetched ?? posted) : undefined)?.errors ?? {};
  const saving = fetcher.state !== "idle";

  const { record, defaults } = data;
  const values: SeoEditorDraft = posted?.draft ?? {
    title: record?.title ?? defaults.title,
    description: record?.description ?? defaults.description,
    keywords: (record ? record.keywords : defaults.keywords) ?? "",
    ogImage: record?.ogImage ?? "",
    canonicalUrl: record?.canonicalUrl ?? "",
    structuredData: record?.structuredData ?? "",
    // The heading the page shows now: the stored override, else its own.
    h1Text: record?.h1Text || data.heading || "",
    imageAltTexts: record?.imageAltTexts ?? [],
  };
  const [title, titleField] = useTypedText(values.title);
  const [description, descriptionField] = useTypedText(values.description);

  const Heading = standalone ? "h1" : "h2";
  const panel = (id: TabId, children: ReactNode) => (
    <Panel
      id={id}
      label={tabs.find((item) => item.id === id)!.label}
      heading={standalone ? "h2" : "h3"}
      active={tab}
      hydrated={hydrated}
    >
      {children}
    </Panel>
  );

  return (
    <aside
      aria-label="SEO editor"
      className={
        standalone
          ? "mx-auto my-6 max-w-2xl overflow-hidden rounded-lg border border-stone-300 bg-white text-stone-900 shadow-sm"
          : "fixed inset-0 z-50 overflow-y-auto bg-white text-stone-900 shadow-2xl md:inset-y-0 md:left-auto md:w-[34rem] md:border-l md:border-stone-300"
      }
      data-testid="seo-editor"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-stone-200 bg-primary-900 px-5 py-3 text-white">
        <div>
          {/* On its own page the editor is the page's main heading. */}
          <Heading className="text-lg font-bold">SEO Editor</Heading>
          <p className="text-sm text-primary-100">
            {data.path} · {record ? "custom SEO data" : "using defaults"}
          </p>
        </div>
        <Link
          to={data.closeHref}
          reloadDocument
          className="flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold hover:bg-white/10"
        >
          <Icon name="x" className="size-5" />
          Close
        </Link>
      </div>

      <fetcher.Form
        method="post"
        action={`/admin/seo?${new URLSearchParams({ path: data.path })}`}
        noValidate
        ref={formRef}
        onSubmit={onSubmit}
        className="space-y-6 p-5"
      >
        <AuthenticityTokenInput />
        <input type="hidden" name="pagePath" value={data.path} />
        <RejectionSummary errors={errors} />

        {hydrated ? (
          <div role="tablist" aria-label="SEO settings" className="flex flex-wrap gap-1 border-b border-stone-200">
            {tabs.map((item) => {
              const hasErrors = item.fields.some((field) => errors[field]?.length);
              return (
                <button
                  key={item.id}
                  type="button"
                  role="tab"
                  id={`seo-tab-${item.id}`}
                  aria-selected={tab === item.id}
                  aria-controls={`seo-panel-${item.id}`}
                  onClick={() => setTab(item.id)}
                  className={`min-h-11 rounded-t-md px-3 text-sm font-semibold sm:px-4 ${
                    tab === item.id
                      ? "border-b-2 border-primary-700 text-primary-800"
                      : "text-stone-600 hover:text-stone-900"
                  }`}
                >
                  {item.label}
                  {hasErrors ? (
                    <>
                      <span aria-hidden className="ml-1.5 rounded-full bg-red-700 px-1.5 text-xs text-white">
                        !
                      </span>
                      <span className="sr-only"> (has errors)</span>
                    </>
                  ) : null}
                </button>
              );
            })}
          </div>
        ) : null}

        {panel(
          "basic",
          <>
            <TextField
              label="Title"
              name="title"
              required
              maxLength={200}
              {...titleField}
              errors={errors.title}
              hint={<LengthHint length={title.length} guide={TITLE_GUIDE} />}
            />
            <TextAreaField
              label="Meta description"
              name="description"
              required
              maxLength={500}
              rows={4}
              {...descriptionField}
              errors={errors.description}
              hint={<LengthHint length={description.length} guide={DESCRIPTION_GUIDE} />}
            />
            <TextField
              label="Keywords"
              name="keywords"
              maxLength={500}
              defaultValue={values.keywords}
              errors={errors.keywords}
              hint="Comma-separated."
            />
            <SnippetPreview title={title} description={description} url={defaults.canonicalUrl} />
          </>,
        )}

        {panel(
          "content",
          <>
            <TextField
              label="H1 heading"
              name="h1Text"
              maxLength={200}
              defaultValue={values.h1Text}
              errors={errors.h1Text}
              hint={
                data.heading
                  ? `The page's own heading is "${data.heading}"; saved unchanged or empty, the page keeps it.`
                  : "Leave empty to keep the page's own heading."
              }
            />
            <ImageAltFields images={data.images} overrides={values.imageAltTexts} errors={errors.imageAltTexts} />
          </>,
        )}

        {panel(
          "advanced",
          <>
            <TextField
              label="Canonical URL"
              name="canonicalUrl"
              type="url"
              maxLength={2000}
              defaultValue={values.canonicalUrl}
              placeholder={defaults.canonicalUrl}
              errors={errors.canonicalUrl}
            />
            <TextField
              label="Open Graph image URL"
              name="ogImage"
              type="url"
              maxLength={2000}
              defaultValue={values.ogImage}
              placeholder="https://…/photo.jpg"
              errors={errors.ogImage}
            />
            <StructuredDataField defaultValue={values.structuredData} serverErrors={errors.structuredData} />
          </>,
        )}

        <div className="flex flex-wrap items-start gap-3 border-t border-stone-200 pt-5">
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={saving}
            className="min-h-11 rounded-md bg-primary-800 px-5 font-bold text-white hover:bg-primary-900 disabled:opacity-60"
          >
            {saving ? "Saving..." : "Save"}
          </button>
          {record ? (
            <ConfirmDisclosure
              summary="Reset to Defaults"
              summaryClassName="flex min-h-11 items-center rounded-md border-2 border-red-700 px-4 font-semibold text-red-800"
              question="Delete this page's custom SEO data and use the defaults?"
            >
              <button
                type="submit"
                name="intent"
                value="delete"
                className="min-h-11 rounded-md bg-red-700 px-4 font-bold text-white hover:bg-red-800"
              >
                Confirm Delete
              </button>
            </ConfirmDisclosure>
          ) : null}
        </div>
      </fetcher.Form>
    </aside>
  );
}
