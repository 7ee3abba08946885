/**
 * C0 and C1 control characters (Unicode's Cc: NUL, ESC, DEL, NEL…) other than the line breaks
 * a visitor may type: they are invisible, and they break email headers, CSV cells and iCalendar
 * lines (RFC 5545 allows none in TEXT).
 */
const CONTROLS = /(?![\r\n])\p{Cc}/gu;

/** A visitor's text as we keep it: control characters gone, tabs made spaces, line breaks kept. */
export const withoutControlCharacters = (text: string) => text.replace(/\t/g, " ").replace(CONTROLS, "");
