// The written estimate's steps as staff and the customer take them without JavaScript, shared by
// the estimate tests (estimates.test.ts walks one from draft to signed; the follow-through tests
// send more and read what happens after).
import { expect } from "vitest";

import type { TestServer } from "./server";
import type { StaffClient } from "./staff";

/** One line of the builder as staff fill it in (prices as typed: "1,200", "75.50"). */
export interface BuilderLine {
  description: string;
  area?: string;
  quantity?: string;
  unitPrice: string;
  taxable?: boolean;
  optional?: boolean;
  /** The lead's photos shown with the line. */
  photoIds?: number[];
}

/** The builder's form as a browser without JavaScript posts it (`extra`: expiresOn, estimateId…). */
export function builderFields(
  lines: BuilderLine[],
  intent: "estimate-save" | "estimate-send",
  extra: Record<string, string> & { expiresOn: string },
) {
  const fields: Record<string, string> = { intent, ...extra };
  lines.forEach((line, index) => {
    fields[`lines[${index}].description`] = line.description;
    fields[`lines[${index}].area`] = line.area ?? "";
    fields[`lines[${index}].quantity`] = line.quantity ?? "1";
    fields[`lines[${index}].unitPrice`] = line.unitPrice;
    if (line.taxable) fields[`lines[${index}].taxable`] = "on";
    if (line.optional) fields[`lines[${index}].optional`] = "on";
    line.photoIds?.forEach((id, photo) => (fields[`lines[${index}].photoIds[${photo}]`] = String(id)));
  });
  return fields;
}

/** The customer's link (/estimate/… or /es/presupuesto/…) as the lead page shows it to staff. */
export async function customerLink(staff: StaffClient, leadId: number) {
  const html = await (await staff.get(`/admin/leads/${leadId}`)).text();
  const link = /href="https?:\/\/[^/"]+((?:\/es\/presupuesto|\/estimate)\/\d+-[A-Za-z0-9_-]{32})"/.exec(html)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

/** A page's text with the entities React writes turned back into characters. */
export const decodeHtml = (html: string) =>
  html
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

/** Reads the server's database through a connection of its own, closed after. */
export async function readDb<T>(server: TestServer, read: (db: ReturnType<TestServer["openDb"]>["db"]) => Promise<T>) {
  const { db } = server.openDb();
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}
