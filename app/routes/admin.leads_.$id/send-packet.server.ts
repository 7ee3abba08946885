import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";

import { scheduleInsurancePacket } from "~/leads/messages/insurance-packet-messages.server";
import { db } from "~/platform/db.server";
import { formSaved } from "~/platform/remix/form-reply.server";
import type { StaffUser } from "~/staff/auth.server";
import { PRICES_ARE_THE_OWNERS, seesMoney } from "~/staff/money-access.server";

import { sendPacketSchema } from "./lead-forms";

/** "Email it to the customer": the insurance packet through the message core (its prices are money: decision 073). */
export async function sendPacketFromForm(request: Request, leadId: number, formData: FormData, user: StaffUser) {
  const submission = parseWithZod(formData, { schema: sendPacketSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await seesMoney(user))) return data(submission.reply({ formErrors: [PRICES_ARE_THE_OWNERS] }), { status: 403 });
  const now = new Date();
  await db.transaction().execute((trx) => scheduleInsurancePacket(trx, leadId, now));
  return formSaved(request, submission, {
    title: "Packet sent",
    description: "The customer gets the insurance packet by email, as a PDF.",
  });
}
