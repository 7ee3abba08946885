import { createContext } from "react";

/**
 * JSON for a `<script type="application/ld+json">` body. Characters that
 * could end the script element or open an HTML comment are written as
 * JSON escapes, so no text (even a staff-edited one) can break out of it.
 */
export function serializeJsonLd(data: unknown) {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Real JSON-LD nests a few levels; thousands would overflow the renderer's stack and take the page down. */
export const MAX_STRUCTURED_DATA_DEPTH = 32;

/** How deeply a parsed JSON value nests, counted without recursion (the value may be thousands deep). */
function depthOf(value: unknown) {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== "object" || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_STRUCTURED_DATA_DEPTH) return deepest;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** Staff-entered structured data: the parsed JSON object or list, or why it can't be used. Never throws. */
export function readStructuredData(text: string): object | "invalid" | "too-deep" {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return "invalid";
    return depthOf(value) <= MAX_STRUCTURED_DATA_DEPTH ? value : "too-deep";
  } catch {
    return "invalid";
  }
}

/**
 * The structured data to render, or undefined: a record saved before the
 * depth limit (or broken by hand) must never take its page down.
 */
export function parseStructuredData(text: string): object | undefined {
  const data = readStructuredData(text);
  return typeof data === "object" ? data : undefined;
}

/** The document's two JSON-LD script bodies: the route's `structuredData` export and the staff-added record. */
export interface DocumentJsonLdTexts {
  page?: string;
  stored?: string;
}

/**
 * The page's JSON-LD as entry.server.tsx built it (documentJsonLd). Only the
 * server render has it: in the browser the context is empty and the script
 * elements keep what the server wrote, so no JSON-LD code or text is in the
 * pages' JavaScript.
 */
export const DocumentJsonLd = createContext<DocumentJsonLdTexts>({});
