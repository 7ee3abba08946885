/** (XXX) XXX-XXXX for a 10-digit number; anything else is returned unchanged (SPEC §5). */
export function formatPhone(phone: string) {
  const digits = phone.replace(/\D/g, "");
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A tel: URL dialable from a phone: US country code added to 10-digit numbers. */
export function phoneHref(phone: string) {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** An sms: URL for the same number, so a phone opens a text to it. */
export function smsHref(phone: string) {
  return phoneHref(phone).replace(/^tel:/, "sms:");
}

/**
 * The digits to look a phone number up by, when a search text is one
 * (digits and phone punctuation only, at least 3 digits); otherwise undefined.
 * A leading 1 is the US country code (no area code starts with 1), so it is dropped.
 */
export function phoneSearchDigits(text: string) {
  if (!/^[\d\s()+.-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, "").replace(/^1(?=\d)/, "");
  return digits.length >= 3 ? digits : undefined;
}

/**
 * The number in E.164 (+12545550123), as text providers send and take it: a 10-digit
 * number is a US one; undefined when it cannot be a phone number.
 */
export function toE164(phone: string) {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  if (phone.trim().startsWith("+") && digits.length >= 8 && digits.length <= 15 && !digits.startsWith("0")) {
    return `+${digits}`;
  }
  return undefined;
}

/**
 * One phone however it is written, to recognise a returning customer: (254) 555-0100,
 * 254.555.0100 and +1 254 555 0100 are the same line. The E.164 form where it can be one,
 * else its digits; undefined when it has none.
 */
export function phoneKey(phone: string) {
  const e164 = toE164(phone);
  if (e164) return e164;
  const digits = phone.replace(/\D/g, "");
  return digits || undefined;
}
