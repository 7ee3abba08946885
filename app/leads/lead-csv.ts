/**
 * The CSV export's columns, each its header and how its cell reads the lead,
 * by column name: SPEC §9's first, then the ones added since, each at the end
 * so the columns of sheets made earlier stay put.
 */
import type { Lead } from "../../db/schema";
import { isSpecField, type LeadField, leadFieldKeys, leadFieldsIn, leadFieldText } from "./lead-fields";
import { lostReasonLabels, outcomeLabels } from "./lead-outcome";
import { entryPage } from "./lead-row";
import { leadState, leadStateLabels } from "./lead-state";
import { formatWacoTimeSortable } from "./waco-time";

/** The stored columns the cells read, in the order an export selects them. */
export const csvLeadColumns = [
  "id",
  ...leadFieldKeys("csv"),
  "createdAt",
  "isContacted",
  "possibleSpam",
  "outcome",
  "jobValueCents",
  "lostReason",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "landingPage",
  "sourcePage",
  "referrer",
  "contactedAt",
  "followUpOn",
  "followUpReason",
  "jobDoneOn",
] as const;

/** A lead as the export reads it: its stored values and its number of photos. */
export type CsvLead = Pick<Lead, (typeof csvLeadColumns)[number]> & { photos: number };

/** A stored value of the lead being written, by column name (the export reads value rows, not objects). */
export type ReadCsvLead = <Column extends keyof CsvLead>(column: Column) => CsvLead[Column];

interface CsvColumn {
  header: string;
  cell: (lead: ReadCsvLead) => string | number;
}

const yesNo = (flag: number) => (flag ? "Yes" : "No");
const sortableTime = (time: string | null) => (time ? formatWacoTimeSortable(time) : "");

const fieldColumn = (field: LeadField): CsvColumn => ({
  header: field.label,
  cell: (lead) => leadFieldText(field, { [field.key]: lead(field.key) }) ?? "",
});

const fields = leadFieldsIn("csv");

const csvColumns: CsvColumn[] = [
  { header: "ID", cell: (lead) => lead("id") },
  ...fields.filter(isSpecField).map(fieldColumn),
  { header: "Created At", cell: (lead) => sortableTime(lead("createdAt")) },
  { header: "Contacted", cell: (lead) => yesNo(lead("isContacted")) },
  { header: "Possible Spam", cell: (lead) => yesNo(lead("possibleSpam")) },
  {
    header: "Outcome",
    cell: (lead) => {
      const reason = lead("lostReason");
      return outcomeLabels[lead("outcome")] + (reason ? `: ${lostReasonLabels[reason]}` : "");
    },
  },
  {
    header: "Job value",
    cell: (lead) => {
      const cents = lead("jobValueCents");
      return cents === null ? "" : (cents / 100).toFixed(2);
    },
  },
  { header: "Photos", cell: (lead) => lead("photos") },
  { header: "Source", cell: (lead) => lead("utmSource") ?? "" },
  { header: "Medium", cell: (lead) => lead("utmMedium") ?? "" },
  { header: "Campaign", cell: (lead) => lead("utmCampaign") ?? "" },
  {
    header: "Landing Page",
    cell: (lead) => entryPage({ landingPage: lead("landingPage"), sourcePage: lead("sourcePage") }) ?? "",
  },
  { header: "Referrer", cell: (lead) => lead("referrer") ?? "" },
  // What the owner follows a lead to (issue #31).
  { header: "Contacted At", cell: (lead) => sortableTime(lead("contactedAt")) },
  {
    header: "Lost Reason",
    cell: (lead) => {
      const reason = lead("lostReason");
      return reason ? lostReasonLabels[reason] : "";
    },
  },
  {
    header: "State",
    cell: (lead) => leadStateLabels[leadState({ isContacted: lead("isContacted"), outcome: lead("outcome") })],
  },
  ...fields.filter((field) => !isSpecField(field)).map(fieldColumn),
  // Follow-ups and finished jobs (issue #35).
  { header: "Follow Up On", cell: (lead) => lead("followUpOn") ?? "" },
  { header: "Follow Up Reason", cell: (lead) => lead("followUpReason") ?? "" },
  { header: "Job Done On", cell: (lead) => lead("jobDoneOn") ?? "" },
];

export const csvHeader = csvColumns.map((column) => column.header);

/** A lead's cells, in the header's order. */
export function csvRow(lead: ReadCsvLead) {
  return csvColumns.map((column) => column.cell(lead));
}
