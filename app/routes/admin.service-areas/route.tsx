import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";

import { Card } from "~/components/staff/card";
import { Field, FormErrors, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { db } from "~/platform/db.server";
import { formSaved } from "~/platform/remix/form-reply.server";
import { requireOwner, requireOwnerForm } from "~/staff/auth.server";
import { staffMeta } from "~/staff/staff-meta";

const schema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add-town"),
    town: z
      .string({ required_error: "Please enter a town" })
      .trim()
      .max(80, "Please keep the town under 80 characters"),
  }),
  z.object({ intent: z.literal("remove-town"), townId: z.number().int().positive() }),
]);

export const meta: MetaFunction = () => staffMeta("Service Areas");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return { towns: await db.selectFrom("serviceAreas").select(["id", "town"]).orderBy("town").execute() };
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await requireOwnerForm(request);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const input = submission.value;
  if (input.intent === "remove-town") {
    await db.deleteFrom("serviceAreas").where("id", "=", input.townId).execute();
    return formSaved(request, submission, { title: "Town Removed" });
  }
  const added = await db
    .insertInto("serviceAreas")
    .values({ town: input.town, createdAt: new Date().toISOString() })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  if (!added.numInsertedOrUpdatedRows) {
    return data(submission.reply({ formErrors: ["That town is already listed."] }), { status: 409 });
  }
  return formSaved(
    request,
    submission,
    { title: "Town Added", description: `${input.town} is listed.` },
    { resetForm: true },
  );
}

export default function ServiceAreasPage() {
  const { towns } = useLoaderData<typeof loader>();
  const add = useStaffForm({ schema, intent: "add-town", titles: { form: "Error", fields: { town: "Invalid Town" } } });
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4">
      <h1 className="text-2xl font-bold text-stone-900">Service areas</h1>
      <Card title="Towns" description="The towns the Service Areas page lists.">
        <ul className="divide-y divide-stone-100">
          {towns.map((town) => (
            <TownRow key={town.id} town={town} />
          ))}
        </ul>
        <StaffForm state={add} className="space-y-2">
          <Field
            meta={add.fields.town}
            label="Add a town"
            beside={<SubmitButton busyLabel="Adding...">Add</SubmitButton>}
          />
          <FormErrors />
        </StaffForm>
      </Card>
    </div>
  );
}

function TownRow({ town }: { town: { id: number; town: string } }) {
  const remove = useStaffForm({
    schema,
    intent: "remove-town",
    scope: { townId: String(town.id) },
    titles: { form: "Not Removed" },
  });
  return (
    <li className="flex items-center justify-between py-2">
      {town.town}
      <StaffForm state={remove}>
        <SubmitButton variant="danger" className="min-h-9 px-3">
          Remove<span className="sr-only"> {town.town}</span>
        </SubmitButton>
        <FormErrors />
      </StaffForm>
    </li>
  );
}
