import type { LeadLanguage } from "../../db/schema";

/** What an inbound text asks for when it is one of the carriers' keywords; anything else is a message. */
export type TextKeyword = "opt-out" | "opt-in" | "help";

/**
 * The words US carriers require us to honour (CTIA): the English ones Twilio
 * lists, and their Spanish counterparts. Compared without accents, case or
 * trailing punctuation, so "No más." and "NO MAS" are the same word.
 */
const KEYWORDS: Record<TextKeyword, Record<LeadLanguage, string[]>> = {
  "opt-out": {
    en: ["STOP", "STOPALL", "QUIT", "END", "CANCEL", "UNSUBSCRIBE", "REVOKE", "OPT OUT", "OPTOUT"],
    es: ["BAJA", "ALTO", "NO MAS", "PARAR", "PARA", "DETENER", "CANCELAR"],
  },
  "opt-in": { en: ["START", "UNSTOP", "YES"], es: ["ALTA", "SI", "INICIAR"] },
  help: { en: ["HELP", "INFO"], es: ["AYUDA"] },
};

function normalized(body: string) {
  return body
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The keyword a text is, and the language of the word; undefined for an ordinary message. */
export function textKeyword(body: string): { keyword: TextKeyword; language: LeadLanguage } | undefined {
  const word = normalized(body);
  for (const keyword of Object.keys(KEYWORDS) as TextKeyword[]) {
    for (const language of ["en", "es"] as const) {
      if (KEYWORDS[keyword][language].includes(word)) return { keyword, language };
    }
  }
  return undefined;
}
