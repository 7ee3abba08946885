import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";

import { estimateText } from "~/content/estimate-text";
import { localeFromRequest } from "~/content/locale";
import { fillText } from "~/content/ui-text";
import { versionOfToken } from "~/estimates/estimate-answers.server";
import { longDate } from "~/estimates/estimate-content";
import {
  askForJobDay,
  bookedJobOf,
  firstJobDay,
  isAcceptedVersion,
  JOB_NOTE_MAX,
} from "~/estimates/estimate-job.server";
import { formatCents } from "~/estimates/estimate-lines";
import { estimatePath, jobPagePath } from "~/estimates/estimate-link.server";
import { visitorPageHeaders } from "~/leads/messages/visitor-link.server";
import { isCalendarDate } from "~/platform/calendar-date";
import { formatPhone } from "~/platform/phone";
import { readFormData } from "~/platform/remix/forms";
import { getSiteSettings } from "~/staff/site-settings.server";
import { longVisitLabel } from "~/visits/visit-labels";

/** The accepted version a job page's link names; any other version's page is its estimate page. */
async function acceptedOfToken(request: Request, token: string | undefined) {
  const loaded = await versionOfToken(token);
  const { version } = loaded;
  if (!isAcceptedVersion(loaded)) throw redirect(estimatePath(version.id, version.language), 302);
  if (localeFromRequest(request) !== version.language) throw redirect(jobPagePath(version.id, version.language), 302);
  return loaded;
}

/** What the customer sees after a yes: their signature, what happens next, the booked day or a day they may ask for. */
export async function loadJobPage(request: Request, token: string | undefined) {
  const { version, estimate, acceptance, lead } = await acceptedOfToken(request, token);
  const language = version.language;
  const texts = estimateText[language];
  const [visit, { phoneNumber }] = await Promise.all([bookedJobOf(lead.id), getSiteSettings()]);
  const phone = formatPhone(phoneNumber);
  const wished = estimate.jobWishAt
    ? estimate.jobWishOn
      ? fillText(texts.job.asked, { day: longDate(estimate.jobWishOn, language) })
      : texts.job.askedAny
    : null;
  return data(
    {
      locale: language,
      words: texts.job,
      signed: fillText(texts.acceptedBy, {
        name: acceptance!.signerName,
        date: longDate(acceptance!.acceptedAt.slice(0, 10), language),
        total: formatCents(acceptance!.totalCents),
      }),
      booked: visit
        ? `${fillText(texts.job.booked, { when: longVisitLabel(visit, language) })} ${fillText(texts.job.bookedCall, { phone })}`
        : null,
      wished,
      wish: { on: estimate.jobWishOn ?? "", note: estimate.jobWishNote ?? "" },
      firstDay: firstJobDay(),
      estimatePath: estimatePath(version.id, language),
    },
    { headers: visitorPageHeaders },
  );
}

const wishSchema = (firstDay: string) =>
  z.object({
    day: z
      .string()
      .trim()
      .optional()
      .refine((day) => !day || (isCalendarDate(day) && day >= firstDay), "day"),
    note: z.string().trim().max(JOB_NOTE_MAX, "note").default(""),
  });

/** The day the customer asks for (or none: any day), a plain form post; the wrong day or a long note is said on the page. */
export async function jobPageAction(request: Request, token: string | undefined) {
  const loaded = await acceptedOfToken(request, token);
  const words = estimateText[loaded.version.language].job;
  const submission = parseWithZod(await readFormData(request), { schema: wishSchema(firstJobDay()) });
  if (submission.status !== "success") {
    const tooLong = Boolean(submission.error?.note);
    return data({ refusal: tooLong ? words.noteTooLong : words.dayTooSoon }, { status: 400 });
  }
  await askForJobDay(loaded, { on: submission.value.day || null, note: submission.value.note });
  throw redirect(`${new URL(request.url).pathname}#job-status`, 303);
}
