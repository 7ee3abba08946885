import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useActionData, useFetcher } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { Card } from "~/components/staff/card";
import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import { reviewSettingsSchema } from "~/reviews/review-settings";

interface ReviewSettingsView {
  isEnabled: number;
  googleReviewUrl: string | null;
  otherReviewName: string | null;
  otherReviewUrl: string | null;
  privateFeedbackEmail: string | null;
  monthlyGoal: number;
}

const fieldsText = [
  {
    name: "googleReviewUrl",
    label: "Google review link",
    hint: "From your Google Business Profile: Ask for reviews. https://search.google.com/local/writereview?placeid=… or https://g.page/r/…/review",
    type: "url",
  },
  {
    name: "otherReviewName",
    label: "Second platform (optional)",
    hint: "Its name, e.g. Facebook or Yelp",
    type: "text",
  },
  { name: "otherReviewUrl", label: "Second platform's review link", hint: "A full https:// link", type: "url" },
  {
    name: "privateFeedbackEmail",
    label: "Tell us privately (optional)",
    hint: "Shown to every customer, whatever they thought; their email reaches this address",
    type: "email",
  },
  {
    name: "monthlyGoal",
    label: "Reviews asked per month (goal)",
    hint: "The dashboard counts against it",
    type: "number",
  },
] as const;

/**
 * Settings, Reviews (owners): where requests send customers. Every customer
 * gets the same links (Google forbids filtering unhappy ones out) and no reward.
 */
export function ReviewSettingsCard({ settings }: { settings: ReviewSettingsView }) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const actionData = useActionData<SubmissionResult<string[]> | undefined>();
  const posted = actionData?.initialValue?.intent === "review-settings" ? actionData : undefined;
  const [form, fields] = useForm({
    id: "review-settings",
    lastResult: fetcher.state === "idle" ? (fetcher.data ?? posted) : undefined,
    constraint: getZodConstraint(reviewSettingsSchema),
    defaultValue: {
      isEnabled: settings.isEnabled ? "on" : undefined,
      googleReviewUrl: settings.googleReviewUrl ?? "",
      otherReviewName: settings.otherReviewName ?? "",
      otherReviewUrl: settings.otherReviewUrl ?? "",
      privateFeedbackEmail: settings.privateFeedbackEmail ?? "",
      monthlyGoal: String(settings.monthlyGoal),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewSettingsSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Card
      title="Reviews"
      anchor="reviews"
      description="After Job done, each customer with an email gets one review request and, unless they clicked, one reminder 3 days later, between 9 a.m. and 7 p.m."
    >
      <fetcher.Form method="post" {...getFormProps(form)} preventScrollReset className="space-y-3">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="review-settings" />
        <div className="flex items-start gap-2">
          <input
            {...getInputProps(fields.isEnabled, { type: "checkbox" })}
            key={fields.isEnabled.key}
            className="mt-0.5 size-5 accent-primary-800"
          />
          <label htmlFor={fields.isEnabled.id} className="text-sm text-stone-900">
            Ask every finished customer for a review
          </label>
        </div>
        {fieldsText.map((text) => {
          const field = fields[text.name];
          const error = field.errors?.[0];
          return (
            <div key={text.name}>
              <label htmlFor={field.id} className={staffLabel}>
                {text.label}
              </label>
              <input
                {...getInputProps(field, { type: text.type })}
                key={field.key}
                aria-describedby={`${field.id}-hint${error ? ` ${field.errorId}` : ""}`}
                className={staffControl}
              />
              <p id={`${field.id}-hint`} className="text-xs text-stone-700">
                {text.hint}
              </p>
              {error ? (
                <p id={field.errorId} role="alert" className="text-sm font-medium text-red-800">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className={staffButton("primary")} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving..." : "Save"}
        </button>
      </fetcher.Form>
    </Card>
  );
}
