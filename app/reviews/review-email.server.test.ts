import { describe, expect, it } from "vitest";

import { renderReviewEmail } from "./review-email.server";

const links = {
  google: "https://example.com/r/google",
  other: { name: "Yelp", href: "https://example.com/r/other" },
  privately: "mailto:owner@example.com",
  unsubscribe: "https://example.com/unsubscribe/token",
};

describe("the review email in the customer's language", () => {
  it("asks a Spanish customer in Spanish, with the same links as everyone's", () => {
    const request = renderReviewEmail({ name: "Rosa María Pérez", language: "es" }, links, false);
    expect(request.subject).toBe("¿Cómo le fue? Un minuto para Waco Tree Service");
    expect(request.text).toMatch(/^Hola, Rosa:/);
    expect(request.text).toContain("Déjenos una reseña en Yelp: https://example.com/r/other");
    expect(request.html).toContain('<html lang="es">');
    const english = renderReviewEmail({ name: "Jane Doe", language: "en" }, links, false);
    const hrefs = (text: string) => text.match(/https?:\S+|mailto:\S+/g);
    expect(hrefs(request.text)).toEqual(hrefs(english.text));
  });

  it("reminds in Spanish, once, with no reward", () => {
    const reminder = renderReviewEmail({ name: "Rosa", language: "es" }, links, true);
    expect(reminder.subject).toBe("Un recordatorio de Waco Tree Service");
    expect(reminder.text).toContain("Hace unos días le preguntamos cómo quedó el trabajo en sus árboles.");
    expect(reminder.text).not.toMatch(/descuento|cup[oó]n|regalo|premio|gratis|estrellas/i);
  });
});
