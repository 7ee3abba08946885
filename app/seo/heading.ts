/**
 * Splits a hero heading into up to three lines by word position: the last
 * two words, the two before them, and everything else first. For the default
 * heading: "Expert Tree Removal" / "Services in" / "Waco, TX".
 */
export function splitHeadingLines(text: string): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 3) return words.length ? [words.join(" ")] : [];
  const last = words.slice(-2);
  const middle = words.slice(-4, -2);
  const first = words.slice(0, -4);
  return [first, middle, last].filter((line) => line.length).map((line) => line.join(" "));
}
