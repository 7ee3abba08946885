import { Card } from "~/components/staff/card";
import { CheckboxField, Field, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { reviewSettingsSchema } from "~/reviews/review-settings";
import type { getReviewSettings } from "~/reviews/review-settings.server";

type ReviewSettings = Awaited<ReturnType<typeof getReviewSettings>>;

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
export function ReviewSettingsCard({ settings }: { settings: ReviewSettings }) {
  const reviews = useStaffForm({
    schema: reviewSettingsSchema,
    intent: "review-settings",
    titles: { form: "Not Saved" },
    validateOn: "onSubmit",
    defaultValue: {
      isEnabled: settings.isEnabled ? "on" : undefined,
      googleReviewUrl: settings.googleReviewUrl ?? "",
      otherReviewName: settings.otherReviewName ?? "",
      otherReviewUrl: settings.otherReviewUrl ?? "",
      privateFeedbackEmail: settings.privateFeedbackEmail ?? "",
      monthlyGoal: String(settings.monthlyGoal),
    },
  });
  return (
    <Card
      title="Reviews"
      anchor="reviews"
      description="After Job done, each customer with an email gets one review request and, unless they clicked, one reminder 3 days later, between 9 a.m. and 7 p.m."
    >
      <StaffForm state={reviews} className="space-y-3">
        <CheckboxField meta={reviews.fields.isEnabled} label="Ask every finished customer for a review" />
        {fieldsText.map((text) => (
          <Field
            key={text.name}
            meta={reviews.fields[text.name]}
            type={text.type}
            label={text.label}
            hint={text.hint}
          />
        ))}
        <SubmitButton busyLabel="Saving...">Save</SubmitButton>
      </StaffForm>
    </Card>
  );
}
