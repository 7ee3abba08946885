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

/** Staff-entered structured data: the parsed JSON object or list, or undefined when the text is not one. */
export function parseStructuredData(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}
