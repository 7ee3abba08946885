import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";

import type { EstimateText, NoticeKey } from "~/content/estimate-text";
import { estimateText } from "~/content/estimate-text";
import { localeFromRequest } from "~/content/locale";
import { fillText } from "~/content/ui-text";
import {
  acceptEstimate,
  askForChanges,
  declineEstimate,
  recordView,
  versionOfToken,
} from "~/estimates/estimate-answers.server";
import { longDate, noticeText } from "~/estimates/estimate-content";
import {
  type EstimateLine,
  estimateTotals,
  formatCents,
  formatRate,
  lineTotalCents,
  tickedOptional,
} from "~/estimates/estimate-lines";
import { estimatePath, jobPagePath } from "~/estimates/estimate-link.server";
import { customerActionSchema } from "~/estimates/estimate-schema";
import { visitorPageHeaders } from "~/leads/messages/visitor-link.server";
import { formatPhone } from "~/platform/phone";
import { readFormData } from "~/platform/remix/forms";
import { getStaffUser } from "~/staff/auth.server";
import { getSiteSettings } from "~/staff/site-settings.server";

/**
 * The totals of every choice of optional lines, formatted, keyed by the ticked indexes ("1,3"):
 * the page's running total reads them, so the arithmetic stays here (and its file stays small).
 */
function totalsByChoice(lines: EstimateLine[], taxRateBasisPoints: number) {
  const optional = lines.flatMap((line, index) => (line.optional ? [index] : []));
  const choices = optional.reduce<number[][]>((sets, index) => [...sets, ...sets.map((set) => [...set, index])], [[]]);
  return Object.fromEntries(
    choices.map((ticked) => {
      const totals = estimateTotals(lines, taxRateBasisPoints, ticked);
      const formatted = {
        subtotal: formatCents(totals.subtotalCents),
        tax: formatCents(totals.taxCents),
        total: formatCents(totals.totalCents),
      };
      return [ticked.join(","), formatted];
    }),
  );
}

/** What the page says first about where the estimate stands, if anything. */
function standingWords(
  texts: EstimateText,
  standing: string,
  changesSent: boolean,
  accepted: { name: string; on: string; total: string } | undefined,
) {
  // The box's colours come with the words, so the page's script need not carry them (its budget).
  const tones = {
    good: "border-primary-700 bg-primary-50",
    warn: "border-amber-600 bg-amber-50",
    plain: "border-stone-400",
  };
  const say = (heading: string, next: string, tone: keyof typeof tones = "plain") => ({
    heading,
    next,
    tone: tones[tone],
  });
  if (accepted)
    return say(
      texts.acceptedHeading,
      `${fillText(texts.acceptedBy, { ...accepted, date: accepted.on })} ${texts.acceptedNext}`,
      "good",
    );
  if (standing === "replaced") return say(texts.replacedHeading, texts.replacedNext, "warn");
  if (standing === "declined") return say(texts.declinedHeading, texts.declinedNext);
  if (standing === "expired") return say(texts.expiredHeading, texts.expiredNext, "warn");
  if (standing === "closed") return say(texts.closedHeading, texts.expiredNext);
  return changesSent ? say(texts.changesSentHeading, texts.changesSent, "good") : null;
}

/** The customer's page of one sent version, in the language it was sent in; staff opening it record no view. */
export async function loadEstimatePage(request: Request, token: string | undefined) {
  const loaded = await versionOfToken(token);
  const { version, lead, acceptance, lines, standing } = loaded;
  if (localeFromRequest(request) !== version.language) throw redirect(estimatePath(version.id, version.language), 302);
  if (standing === "sent" && !(await getStaffUser(request))) await recordView(loaded);
  const url = new URL(request.url);
  const phone = formatPhone((await getSiteSettings()).phoneNumber);
  const texts = estimateText[version.language];
  // Its photos are served from the English path, whatever the page's language: one route for both.
  const photoBase = `${estimatePath(version.id, "en")}/photos`;
  const shown = lead.outcome === "lost" && (standing === "sent" || standing === "viewed") ? "closed" : standing;
  const accepted = acceptance && {
    name: acceptance.signerName,
    on: longDate(acceptance.acceptedAt.slice(0, 10), version.language),
    total: formatCents(acceptance.totalCents),
    ticked: JSON.parse(acceptance.optionalLines) as number[],
  };
  return data(
    {
      locale: version.language,
      texts,
      standing: shown,
      say: standingWords(texts, shown, url.searchParams.has("asked"), accepted),
      estimate: {
        id: loaded.estimate.id,
        number: version.number,
        facts: [
          [texts.preparedFor, lead.name],
          ...(lead.address ? [[texts.address, lead.address]] : []),
          [texts.validUntil, longDate(version.expiresOn, version.language)],
        ] as Array<[string, string]>,
        lines: lines.map((line) => ({
          photos: line.photoIds.map((id) => ({
            href: `${photoBase}/${id}`,
            thumbnail: `${photoBase}/${id}?size=thumbnail`,
            alt: fillText(texts.photosOf, { what: line.description }),
          })),
          description: line.description,
          area: line.area,
          price: `${line.quantity} × ${formatCents(line.unitPriceCents)}`,
          amount: formatCents(lineTotalCents(line)),
          taxable: line.taxable,
          optional: line.optional,
        })),
        taxLabel: fillText(estimateText[version.language].tax, { rate: formatRate(version.taxRateBasisPoints) }),
        totals: totalsByChoice(lines, version.taxRateBasisPoints),
        terms: [
          { key: "terms", title: texts.terms, text: version.terms.trim() || texts.noTerms },
          ...(JSON.parse(version.notices) as NoticeKey[]).map((key) => noticeText(key, version.language, phone)),
        ],
        contentSha256: version.contentSha256,
      },
      accepted: accepted ?? null,
    },
    { headers: visitorPageHeaders },
  );
}

/** The page's answers, each a plain form post: a new total, Accept, Decline, Ask for changes. */
export async function estimatePageAction(request: Request, token: string | undefined, clientIp: string | undefined) {
  const loaded = await versionOfToken(token);
  const submission = parseWithZod(await readFormData(request), { schema: customerActionSchema });
  if (submission.status !== "success")
    return data({ ticked: [] as number[], refusal: null, signerName: "" }, { status: 400 });
  const texts = estimateText[loaded.version.language];
  const path = new URL(request.url).pathname;
  const value = submission.value;
  if (value.intent === "total")
    return { ticked: tickedOptional(loaded.lines, value.optional), refusal: null, signerName: "" };
  if (value.intent === "accept") {
    const ticked = tickedOptional(loaded.lines, value.optional);
    const refuse = (refusal: string) => data({ ticked, refusal, signerName: value.signerName }, { status: 400 });
    if (!value.agree) return refuse(texts.mustAgree);
    const result = await acceptEstimate(loaded, {
      signerName: value.signerName,
      method: value.drawing ? "drawn" : "typed",
      drawing: value.drawing,
      ticked,
      ip: clientIp ?? null,
      userAgent: request.headers.get("User-Agent"),
      link: path,
    });
    if ("refused" in result) return refuse(result.refused === "name" ? texts.nameTooShort : texts.closedHeading);
    // The yes lands on what happens next: the job page, where the customer may ask for a day.
    throw redirect(jobPagePath(loaded.version.id, loaded.version.language), 303);
  }
  if (value.intent === "decline") {
    await declineEstimate(loaded, value.reason, value.message);
    throw redirect(path, 303);
  }
  if (!value.message) return data({ ticked: [], refusal: texts.changesEmpty, signerName: "" }, { status: 400 });
  await askForChanges(loaded, value.message);
  throw redirect(`${path}?asked`, 303);
}
