import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { Link, useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";

import { Icon, TextAreaField, TextField } from "~/components/kit";
import { ConfirmDisclosure } from "~/components/staff/confirm-disclosure";
import { type SeoEditorFields, seoSaveSchema } from "~/seo/seo-editor-form";
import { DESCRIPTION_GUIDE, TITLE_GUIDE } from "~/seo/seo-fields";
import { type SeoField, seoFieldLabels } from "~/seo/seo-record";

import {
  altTextRows,
  errorsByField,
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
  lastResult?: SubmissionResult<string[]>;
  /** On its own staff page rather than over the page it edits. */
  standalone?: boolean;
}

/**
 * The per-page SEO editor shown over any public page with ?editseo=true.
 * Without JavaScript the three tabs are stacked sections of one form.
 * Each save or reset starts the form afresh.
 */
export function SeoEditor(props: SeoEditorProps) {
  return <SeoEditorForm key={props.data.savedAt ?? "defaults"} {...props} />;
}

/** What the fields start with: the stored record, else the page's defaults. */
function startingValues({ record, defaults, heading, images }: SeoEditorData) {
  return {
    title: record?.title ?? defaults.title,
    description: record?.description ?? defaults.description,
    keywords: (record ? record.keywords : defaults.keywords) ?? "",
    ogImage: record?.ogImage ?? "",
    canonicalUrl: record?.canonicalUrl ?? "",
    structuredData: record?.structuredData ?? "",
    // The heading the page shows now: the stored override, else its own.
    h1Text: record?.h1Text || heading || "",
    imageAltTexts: altTextRows(images, record?.imageAltTexts ?? []),
  };
}

function SeoEditorForm({ data, lastResult: posted, standalone = false }: SeoEditorProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const formRef = useRef<HTMLFormElement>(null);
  const [tab, setTab] = useState<TabId>(() => invalidFields(errorsByField(posted?.error))[0]?.tab.id ?? "basic");
  // The server validates (the form is noValidate, so a field in a hidden tab cannot block Save
  // silently); a refusal opens the tab of the first field in error and focuses it.
  const [focusRequest, setFocusRequest] = useState<{ field: SeoField }>();
  // A save answers with data only when refused (a success goes back to the page): each refusal opens its first field.
  useEffect(() => {
    const first = invalidFields(errorsByField(fetcher.data?.error))[0];
    if (!first) return;
    setTab(first.tab.id);
    setFocusRequest({ field: first.field });
  }, [fetcher.data]);
  const [form, fields] = useForm<SeoEditorFields>({
    id: "seo",
    lastResult: fetcher.data ?? posted,
    constraint: getZodConstraint(seoSaveSchema),
    defaultValue: startingValues(data),
  });
  // After the render that shows the field's tab.
  useEffect(() => {
    if (!focusRequest) return;
    const { field } = focusRequest;
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"], #seo-${field}`)?.focus();
  }, [focusRequest]);
  const errors = errorsByField(form.allErrors);
  const saving = fetcher.state !== "idle";
  const [title, typedTitle] = useTypedText(fields.title.defaultValue);
  const [description, typedDescription] = useTypedText(fields.description.defaultValue);

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
            {data.path} · {data.record ? "custom SEO data" : "using defaults"}
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
        {...getFormProps(form)}
        noValidate
        ref={formRef}
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
              label={seoFieldLabels.title}
              {...getInputProps(fields.title, { type: "text" })}
              key={fields.title.key}
              {...typedTitle}
              errors={fields.title.errors}
              hint={<LengthHint length={title.length} guide={TITLE_GUIDE} />}
            />
            <TextAreaField
              label={seoFieldLabels.description}
              {...getTextareaProps(fields.description)}
              key={fields.description.key}
              rows={4}
              {...typedDescription}
              errors={fields.description.errors}
              hint={<LengthHint length={description.length} guide={DESCRIPTION_GUIDE} />}
            />
            <TextField
              label={seoFieldLabels.keywords}
              {...getInputProps(fields.keywords, { type: "text" })}
              key={fields.keywords.key}
              errors={fields.keywords.errors}
              hint="Comma-separated."
            />
            <SnippetPreview title={title} description={description} url={data.defaults.canonicalUrl} />
          </>,
        )}

        {panel(
          "content",
          <>
            <TextField
              label={seoFieldLabels.h1Text}
              {...getInputProps(fields.h1Text, { type: "text" })}
              key={fields.h1Text.key}
              errors={fields.h1Text.errors}
              hint={
                data.heading
                  ? `The page's own heading is "${data.heading}"; saved unchanged or empty, the page keeps it.`
                  : "Leave empty to keep the page's own heading."
              }
            />
            <ImageAltFields images={data.images} fields={fields} />
          </>,
        )}

        {panel(
          "advanced",
          <>
            <TextField
              label={seoFieldLabels.canonicalUrl}
              {...getInputProps(fields.canonicalUrl, { type: "url" })}
              key={fields.canonicalUrl.key}
              placeholder={data.defaults.canonicalUrl}
              errors={fields.canonicalUrl.errors}
            />
            <TextField
              label={seoFieldLabels.ogImage}
              {...getInputProps(fields.ogImage, { type: "url" })}
              key={fields.ogImage.key}
              placeholder="https://…/photo.jpg"
              errors={fields.ogImage.errors}
            />
            <StructuredDataField field={fields.structuredData} />
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
          {data.record ? (
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
