import { describe, expect, it } from "vitest";

import { type LeadFieldKey, leadFields } from "../lead-fields";
import { csvHeader, type CsvLead, csvRow } from "./lead-export.server";

/** Fields added to the list later are empty here. */
const unset = Object.fromEntries(leadFields.map((field) => [field.key, null])) as Record<LeadFieldKey, null>;

const lead: CsvLead = {
  ...unset,
  id: 7,
  name: "Jane Roe",
  email: null,
  phone: "2545550199",
  address: "1200 Austin Ave, Waco",
  service: "stump-removal",
  message: "Old stump",
  createdAt: "2026-11-20T15:04:05.000Z",
  isContacted: 1,
  possibleSpam: 0,
  outcome: "lost",
  jobValueCents: null,
  lostReason: "price",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: null,
  landingPage: null,
  sourcePage: "/contact",
  referrer: null,
  contactedAt: "2026-11-20T16:00:00.000Z",
  followUpOn: "2026-12-03",
  followUpReason: "Después de payday",
  jobDoneOn: null,
  photos: 2,
  visit: "2026-11-24 10:00-12:00",
  customerId: 41,
  language: "es",
};

describe("the CSV export", () => {
  it("keeps its columns where older sheets have them: SPEC §9's first, then each added since", () => {
    expect(csvHeader).toEqual([
      "ID",
      "Name",
      "Email",
      "Phone",
      "Address",
      "Service",
      "Message",
      "Created At",
      "Contacted",
      "Possible Spam",
      "Outcome",
      "Job value",
      "Photos",
      "Source",
      "Medium",
      "Campaign",
      "Landing Page",
      "Referrer",
      "Contacted At",
      "Lost Reason",
      "State",
      "Follow Up On",
      "Follow Up Reason",
      "Job Done On",
      "Visit",
      "Customer ID",
      "Language",
    ]);
  });

  it("writes each cell from the lead's value of that name, as staff read it", () => {
    const row = csvRow((column) => lead[column]);
    expect(Object.fromEntries(csvHeader.map((header, index) => [header, row[index]]))).toMatchObject({
      ID: 7,
      Name: "Jane Roe",
      Email: "",
      Phone: "(254) 555-0199",
      Address: "1200 Austin Ave, Waco",
      Service: "Stump Grinding & Removal",
      Message: "Old stump",
      "Created At": "2026-11-20 09:04:05 CST",
      Contacted: "Yes",
      "Possible Spam": "No",
      Outcome: "Lost: Price",
      Visit: "2026-11-24 10:00-12:00",
      "Job value": "",
      Photos: 2,
      Source: "google",
      Medium: "cpc",
      Campaign: "",
      "Landing Page": "/contact",
      Referrer: "",
      "Contacted At": "2026-11-20 10:00:00 CST",
      "Lost Reason": "Price",
      State: "Lost",
      "Follow Up On": "2026-12-03",
      "Follow Up Reason": "Después de payday",
      "Job Done On": "",
      "Customer ID": 41,
      Language: "Spanish",
    });
  });

  it("reads values by name, whatever order they were read in", () => {
    const columns = Object.keys(lead).reverse() as Array<keyof CsvLead>;
    const values = columns.map((column) => lead[column]);
    const read = <Column extends keyof CsvLead>(column: Column) => values[columns.indexOf(column)] as CsvLead[Column];
    expect(csvRow(read)).toEqual(csvRow((column) => lead[column]));
  });

  it("writes a won job's value in dollars and cents", () => {
    const won = { ...lead, outcome: "won", lostReason: null, jobValueCents: 180050 } as const;
    const row = csvRow((column) => won[column]);
    expect(row[csvHeader.indexOf("Job value")]).toBe("1800.50");
    expect(row[csvHeader.indexOf("Outcome")]).toBe("Won");
  });
});
