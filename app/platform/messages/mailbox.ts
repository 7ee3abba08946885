/** Gmail ignores dots in the local part, and googlemail.com is the same mailbox. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * One mailbox however it is written: case, a "+tag" and, at Gmail, dots make no new
 * address. Unsubscribes, the confirmation limit and the rations all count by it, so
 * `Cust.Omer+x@GMail.com` is `customer@gmail.com` everywhere.
 */
export function normaliseMailbox(email: string) {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  const local = lower.slice(0, at).split("+")[0]!;
  const domain = lower.slice(at + 1);
  return GMAIL_DOMAINS.has(domain) ? `${local.replaceAll(".", "")}@gmail.com` : `${local}@${domain}`;
}
