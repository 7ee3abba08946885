import {
  type FieldMetadata,
  getCollectionProps,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { ErrorList } from "~/components/staff/forms";
import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import { builderSchema } from "~/estimates/estimate-schema";

import type { BuilderReply, loadBuilder } from "./builder.server";
import { StormClauseNote, StormPriceWarning } from "./storm-guards";

type BuilderData = Awaited<ReturnType<typeof loadBuilder>>;

/**
 * The builder: lines from the service catalog or free text, each with its tree or area,
 * quantity, unit price, taxable and optional flags and the lead's photos; the expiry; where it
 * is signed. "Add" and "Remove" are form buttons (Conform's list intents), so all of it works
 * without JavaScript; with it they act at once. The totals are the saved draft's, worked out
 * by the server (estimates/estimate-lines.ts stays in the customer's page's file alone).
 */
export function EstimateBuilder({ data, answer }: { data: BuilderData; answer: BuilderReply | undefined }) {
  const reply: SubmissionResult<string[]> | undefined = answer?.reply;
  // The refused send's lines, else the saved draft's.
  const priceCheck = answer?.priceCheck ?? data.storm?.priceCheck;
  const [form, fields] = useForm({
    id: "estimate-builder",
    lastResult: reply,
    defaultValue: data.draft,
    constraint: getZodConstraint(builderSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: builderSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const lines = fields.lines.getFieldList();
  const { totals } = data;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" data-testid="estimate-builder">
      <AuthenticityTokenInput />
      {data.estimate ? <input type="hidden" name="estimateId" value={data.estimate.id} /> : null}
      <ErrorList id={form.errorId} errors={form.errors} />

      <ol className="space-y-3">
        {lines.map((line, index) => (
          <li key={line.key} className="rounded-lg border border-stone-300 bg-white p-3">
            <LineFields line={line} index={index} photos={data.photos} />
            <button
              {...form.remove.getButtonProps({ name: fields.lines.name, index })}
              className={staffButton("secondary", "mt-2")}
            >
              Remove line {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <ErrorList id={fields.lines.errorId} errors={fields.lines.errors} />

      <fieldset className="space-y-2">
        <legend className={staffLabel}>Add a line</legend>
        <div className="flex flex-wrap gap-2">
          <button
            {...form.insert.getButtonProps({ name: fields.lines.name, defaultValue: { quantity: "1" } })}
            className={staffButton("primary")}
          >
            + Free-text line
          </button>
          {data.catalog.map((title) => (
            <button
              key={title}
              {...form.insert.getButtonProps({
                name: fields.lines.name,
                defaultValue: { description: title, quantity: "1" },
              })}
              className={staffButton("secondary")}
            >
              + {title}
            </button>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block">
          <span className={staffLabel}>Valid until</span>
          <input {...getInputProps(fields.expiresOn, { type: "date" })} className={staffControl} />
          <ErrorList id={fields.expiresOn.errorId} errors={fields.expiresOn.errors} />
        </label>
        <label className="block">
          <span className={staffLabel}>Disaster work: county</span>
          <input
            {...getInputProps(fields.disasterCounty, { type: "text" })}
            placeholder={data.storm ? "The job's county, e.g. McLennan" : "Only after a declared disaster"}
            className={staffControl}
          />
        </label>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm text-stone-900">
        <input {...getInputProps(fields.atHome, { type: "checkbox" })} className="size-5" />
        Signed at the customer&apos;s home (adds the 3-day right to cancel)
      </label>
      {data.storm ? (
        <StormClauseNote
          until={data.storm.clauseUntil}
          homeCounties={data.storm.homeCounties}
          draftCarriesClause={data.storm.draftCarriesClause}
        />
      ) : null}

      <dl className="space-y-1 rounded-lg bg-stone-50 p-3 text-sm" data-testid="builder-totals">
        <div className="flex justify-between">
          <dt>Required work (as saved)</dt>
          <dd>{totals.subtotal}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Sales tax ({totals.rate} on taxable lines)</dt>
          <dd>{totals.tax}</dd>
        </div>
        <div className="flex justify-between text-base font-bold">
          <dt>Total before optional lines</dt>
          <dd>{totals.total}</dd>
        </div>
      </dl>

      {priceCheck?.warnings.length ? <StormPriceWarning check={priceCheck} /> : null}

      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="estimate-send" className={staffButton("primary", "grow")}>
          Send to the customer
        </button>
        <button type="submit" name="intent" value="estimate-save" className={staffButton("secondary")}>
          Save draft
        </button>
      </div>
    </Form>
  );
}

type LineField = FieldMetadata<{
  description: string;
  area: string;
  quantity: string;
  unitPrice: string;
  taxable: boolean;
  optional: boolean;
  photoIds: string[];
}>;

function LineFields({ line, index, photos }: { line: LineField; index: number; photos: BuilderData["photos"] }) {
  const field = line.getFieldset();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-bold text-stone-900">Line {index + 1}</legend>
      <label className="block">
        <span className={staffLabel}>Work</span>
        <input {...getInputProps(field.description, { type: "text" })} className={staffControl} />
        <ErrorList id={field.description.errorId} errors={field.description.errors} />
      </label>
      <label className="block">
        <span className={staffLabel}>Tree or area</span>
        <input
          {...getInputProps(field.area, { type: "text" })}
          placeholder="Live oak over the drive"
          className={staffControl}
        />
        <ErrorList id={field.area.errorId} errors={field.area.errors} />
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className="block">
          <span className={staffLabel}>Quantity</span>
          <input {...getInputProps(field.quantity, { type: "text" })} inputMode="decimal" className={staffControl} />
          <ErrorList id={field.quantity.errorId} errors={field.quantity.errors} />
        </label>
        <label className="block">
          <span className={staffLabel}>Unit price ($)</span>
          <input {...getInputProps(field.unitPrice, { type: "text" })} inputMode="decimal" className={staffControl} />
          <ErrorList id={field.unitPrice.errorId} errors={field.unitPrice.errors} />
        </label>
      </div>
      <div className="flex flex-wrap gap-x-6">
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input {...getInputProps(field.taxable, { type: "checkbox" })} className="size-5" /> Taxable
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input {...getInputProps(field.optional, { type: "checkbox" })} className="size-5" /> Optional (customer ticks
          it)
        </label>
      </div>
      {photos.length ? (
        <fieldset>
          <legend className={staffLabel}>Photos shown with it</legend>
          <div className="flex flex-wrap gap-2">
            {getCollectionProps(field.photoIds, {
              type: "checkbox",
              options: photos.map((photo) => String(photo.id)),
            }).map((props, position) => (
              <label key={props.key} className="flex items-center gap-1">
                <input {...props} key={props.key} className="size-5" />
                <img
                  src={photos[position]!.url}
                  alt={`Sent by the customer, number ${position + 1}`}
                  className="size-14 rounded object-cover"
                />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </fieldset>
  );
}
