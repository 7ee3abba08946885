import { DateTime } from "luxon";

import { business } from "~/content/business";
import { estimateText, homeCounties, type NoticeKey } from "~/content/estimate-text";
import type { Locale } from "~/content/locale";
import { fillText } from "~/content/ui-text";

import { type EstimateLine, estimateTotals, formatCents, formatRate, lineTotalCents } from "./estimate-lines";

/** A day as the customer reads it: "March 23, 2026", "23 de marzo de 2026". */
export const longDate = (isoDay: string, locale: Locale) =>
  DateTime.fromISO(isoDay, { zone: business.timeZone })
    .setLocale(locale === "es" ? "es-US" : "en-US")
    .toLocaleString(DateTime.DATE_FULL);

/** Where the job is, by the county staff type: at home (McLennan or a county next to it), away, or not said. */
function jobCounty(disasterCounty: string): "home" | "away" | "unknown" {
  const county = disasterCounty
    .replace(/\s+county$/i, "")
    .trim()
    .toLowerCase();
  if (county === "") return "unknown";
  return homeCounties.some((home) => home.toLowerCase() === county) ? "home" : "away";
}

/**
 * The Texas notices an estimate carries: the 3-day right to cancel when signed at home; Chapter 58
 * (and so no deposit) for disaster work outside McLennan and the counties next to it, where a
 * contractor based in Waco falls under it (decision 095). While storm mode's guards hold
 * (`duringStorm`: on, and 30 days after; decision 091) every job is disaster work, and one whose
 * county is not given carries it too; outside them, only a county typed as away adds it.
 */
export function noticesFor(draft: { atHome: boolean; disasterCounty: string }, duringStorm = false): NoticeKey[] {
  const county = jobCounty(draft.disasterCounty);
  const disaster = county === "away" || (duringStorm && county === "unknown");
  return [...(draft.atHome ? (["homeSolicitation"] as const) : []), ...(disaster ? (["disaster"] as const) : [])];
}

/** A notice's title and words, naming the company and how to reach it (the 3-day notice's "send it to"). */
export function noticeText(key: NoticeKey, locale: Locale, phone: string) {
  const notice = estimateText[locale].notices[key];
  return {
    key,
    title: notice.title,
    text: fillText(notice.text, { company: business.name, address: `${business.city}, ${business.state}, ${phone}` }),
  };
}

export interface ContentInput {
  estimateId: number;
  number: number;
  language: Locale;
  customer: { name: string; address: string | null };
  lines: EstimateLine[];
  notices: NoticeKey[];
  terms: string;
  expiresOn: string;
  taxRateBasisPoints: number;
  /** The Waco day it is sent (YYYY-MM-DD). */
  sentOn: string;
  /** The office's phone, formatted, and the mailing address the 3-day notice names. */
  phone: string;
}

/**
 * The estimate as the customer gets it, one line of text per line: what the SHA-256 is taken
 * of when it is sent, what the acceptance binds to, and what the PDF prints word for word.
 * Optional lines are listed with their price; the total counts the required work only.
 */
export function renderEstimateContent(input: ContentInput) {
  const text = estimateText[input.language];
  const totals = estimateTotals(input.lines, input.taxRateBasisPoints);
  const lines = input.lines.flatMap((line, index) => {
    const what = line.area ? `${line.description} → ${line.area}` : line.description;
    const flags = [line.optional ? text.optional : null, line.taxable ? text.taxable : null].filter(Boolean);
    return [
      `${index + 1}. ${what}${flags.length ? ` (${flags.join(", ")})` : ""}`,
      `   ${formatQuantity(line.quantity)} × ${formatCents(line.unitPriceCents)} = ${formatCents(lineTotalCents(line))}`,
    ];
  });
  const notices = input.notices.flatMap((key) => {
    const notice = noticeText(key, input.language, input.phone);
    return ["", notice.title, notice.text];
  });
  return [
    text.estimateTitle,
    `${text.estimateNumber} ${input.estimateId}, ${text.version} ${input.number}`,
    `${text.preparedFor}: ${input.customer.name}`,
    ...(input.customer.address ? [`${text.address}: ${input.customer.address}`] : []),
    `${text.sentOn}: ${longDate(input.sentOn, input.language)}`,
    `${text.validUntil}: ${longDate(input.expiresOn, input.language)}`,
    "",
    ...lines,
    "",
    `${text.subtotal}: ${formatCents(totals.subtotalCents)}`,
    `${fillText(text.tax, { rate: formatRate(input.taxRateBasisPoints) })}: ${formatCents(totals.taxCents)}`,
    `${text.total}: ${formatCents(totals.totalCents)}`,
    "",
    text.terms,
    input.terms.trim() || text.noTerms,
    ...notices,
  ].join("\n");
}

const formatQuantity = (quantity: number) => (Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(2));
