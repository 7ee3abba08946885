/**
 * One street address however it is written, to recognise a customer's property:
 * "1200 Austin Avenue, Waco, TX 76701" and "1200 austin ave." are the same place. The street
 * line (before the first comma, with a unit written after one) in lower case, without punctuation, with the usual USPS
 * abbreviations, and without a trailing state or ZIP. Undefined when the text names no place
 * (empty, or SPEC §7's "not required").
 */
export function addressKey(address: string | null | undefined) {
  const text = address?.trim().toLowerCase() ?? "";
  if (!text || text === "not required") return undefined;
  const [first = "", ...rest] = text.split(",");
  // A unit written after a comma ("123 Oak St, Apt 4") is another door: it stays in the key.
  const unit = rest.map((part) => part.trim()).find((part) => unitWords.test(part));
  const street = unit ? `${first} ${unit}` : first;
  const words = street
    .replace(/[.#'’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => abbreviations[word] ?? word);
  while (words.length > 1 && /^(tx|texas|\d{5})$/.test(words.at(-1)!)) words.pop();
  return words.join(" ") || undefined;
}

const unitWords = /^(#|(apt|apartment|unit|suite|ste|bldg|building|lot|room|rm)\b)/;

const abbreviations: Record<string, string> = {
  street: "st",
  avenue: "ave",
  av: "ave",
  drive: "dr",
  road: "rd",
  lane: "ln",
  boulevard: "blvd",
  court: "ct",
  circle: "cir",
  place: "pl",
  parkway: "pkwy",
  highway: "hwy",
  terrace: "ter",
  trail: "trl",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  apartment: "apt",
  suite: "ste",
  unit: "unit",
};
