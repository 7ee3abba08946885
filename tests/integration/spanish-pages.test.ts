import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { company } from "../../app/content/company";
import { faqs } from "../../app/content/faqs";
import { legalDocuments } from "../../app/content/legal";
import { pageText } from "../../app/content/page-text";
import { publicPages } from "../../app/content/pages";
import { quoteMessages } from "../../app/content/quote-messages";
import { serviceAreaCards } from "../../app/content/service-areas";
import { getServiceDetails } from "../../app/content/service-details";
import { services } from "../../app/content/services";
import { testimonials } from "../../app/content/testimonials";
import { englishUiText } from "../../app/content/ui-text";
import { spanishServices, spanishUiText } from "../../app/content/ui-text.es";
import { waitFor } from "../helpers/poll";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { spamTrapStamp } from "../helpers/spam-trap";

const SITE_URL = "https://www.waco-tree.example";
const OFFICE = "oficina@example.com";
/** Hears only of the leads from the Spanish pages (Settings, "Spanish leads only"). */
const SPANISH_DESK = "espanol@example.com";

let smtp: TestSmtpServer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: {
      SITE_URL,
      SMTP_URL: smtp.url,
      NOTIFY_EMAILS: OFFICE,
      // Never answers: the webhook's body stays in the outbox for the test to read.
      LEAD_WEBHOOK_URLS: "http://127.0.0.1:9/hooks/leads",
      CONTACT_RATE_LIMIT_PER_HOUR: "1000",
    },
  });
  const { db } = server.openDb();
  await db.insertInto("notificationEmails").values({ email: SPANISH_DESK, spanishOnly: 1 }).execute();
  await db.destroy();
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function html(path: string, status = 200) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(status);
  return response.text();
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/** What a visitor (or a screen reader, or a search engine) reads on a page: its text, title, description and labels. */
function readableText(page: string) {
  const head = page.slice(0, page.indexOf("<body"));
  const body = page
    .slice(page.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<style[\s\S]*?<\/style>/g, "");
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map((match) => match[1]);
  const meta = [...head.matchAll(/<(?:title)>([^<]*)<|name="description" content="([^"]*)"/g)].map(
    (match) => match[1] ?? match[2],
  );
  return decode([...meta, ...attributes, body.replace(/<[^>]+>/g, "\n")].join("\n")).replace(/\s+/g, " ");
}

/** Every string in a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The English catalog's sentences and phrases: its texts cut at their "{value}" marks and
 * markup, those of two words or more, less any the Spanish catalog says too (town and
 * business names, "24/7").
 */
function englishPhrases() {
  const english = strings([
    englishUiText,
    pageText.en,
    company.en,
    faqs.en,
    testimonials.en.map(({ text, service }) => [text, service]),
    serviceAreaCards.en.map(({ description, areas }) => [description, areas]),
    services.map(({ title, description, imageAlt }) => [title, description, imageAlt]),
    services.map((service) => getServiceDetails(service, "en")),
    publicPages.filter((page) => page.locale === "en").map(({ name, heading, seo }) => [name, heading, seo]),
    legalDocuments.en,
    quoteMessages.en,
  ]);
  const spanish = strings([
    spanishUiText,
    spanishServices,
    pageText.es,
    company.es,
    faqs.es,
    testimonials.es,
    serviceAreaCards.es,
    legalDocuments.es,
  ]).join("\n");
  const phrases = english
    .flatMap((text) => text.split(/\{\w+\}|\*\*|\[|\]\([^)]*\)/))
    .map((phrase) => phrase.trim().replace(/[.:,;]$/, ""))
    .filter((phrase) => phrase.includes(" ") && !spanish.includes(phrase));
  return [...new Set(phrases)];
}

const spanishPages = publicPages.filter((page) => page.locale === "es");

describe("the Spanish pages", () => {
  it("are all listed: one Spanish page for every English one", () => {
    expect(spanishPages.length).toBe(publicPages.length / 2);
    expect(spanishPages.every((page) => page.path === "/es" || page.path.startsWith("/es/"))).toBe(true);
  });

  it("show no text of the English catalog, their error pages included", async () => {
    const phrases = englishPhrases();
    expect(phrases.length).toBeGreaterThan(300);
    // The check finds them where they belong: the English home page shows well over a hundred.
    const englishHome = readableText(await html("/"));
    expect(phrases.filter((phrase) => englishHome.includes(phrase)).length).toBeGreaterThan(100);
    const paths = [...spanishPages.map((page) => page.path), "/es/no-existe", "/es/servicios/no-existe"];
    for (const path of paths) {
      const page = await html(path, path.includes("no-existe") ? 404 : 200);
      expect(page, path).toContain('<html lang="es"');
      const text = readableText(page);
      const english = phrases.filter((phrase) => text.includes(phrase));
      expect(english, path).toEqual([]);
    }
  });

  it("start with their shared words from one file cached for a year, which no page's HTML repeats", async () => {
    const page = await html("/es/contacto");
    const file = page.match(/<html lang="es" data-texts="([^"]+)"/)?.[1];
    expect(file).toMatch(/^\/spanish-texts\.json\?v=\w{10}$/);
    const response = await fetch(`${server.url}${file}`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const words = (await response.json()) as { uiText: unknown; services: unknown; paths: Record<string, string> };
    expect(words.uiText).toEqual(spanishUiText);
    expect(words.services).toEqual(spanishServices);
    expect(words.paths["/contact"]).toBe("/es/contacto");
    const english = englishPhrases().filter((phrase) => JSON.stringify(words).includes(phrase));
    expect(english).toEqual([]);
    // The page's HTML holds the words it shows, not the file: not the not-found page's.
    expect(page).not.toContain(spanishUiText.errors.notFoundTitle);
    expect(await html("/contact")).not.toContain("data-texts");
  });

  it("link every page to its translation both ways (hreflang), with a self-referencing canonical URL", async () => {
    const alternatesOf = (page: string) =>
      Object.fromEntries(
        [...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map((match) => [
          match[1],
          match[2],
        ]),
      );
    for (const catalogPage of publicPages) {
      const page = await html(catalogPage.path);
      const alternates = alternatesOf(page);
      const own = `${SITE_URL}${catalogPage.path}`;
      expect(alternates, catalogPage.path).toEqual({
        en: `${SITE_URL}${catalogPage.alternates.en}`,
        es: `${SITE_URL}${catalogPage.alternates.es}`,
        "x-default": `${SITE_URL}${catalogPage.alternates.en}`,
      });
      expect(alternates[catalogPage.locale], catalogPage.path).toBe(own);
      expect(page, catalogPage.path).toContain(`<link rel="canonical" href="${own}"/>`);
      expect(page, catalogPage.path).toContain(`<html lang="${catalogPage.locale}"`);
      // React 18's renderer can leave NUL bytes where an accented letter meets its buffer's end (entry.server.tsx).
      expect(page.includes("\u0000"), `${catalogPage.path} holds a NUL byte`).toBe(false);

      // The other language's page names the same pair: reciprocal.
      const other = catalogPage.locale === "en" ? "es" : "en";
      const translation = alternatesOf(await html(catalogPage.alternates[other]));
      expect(translation, catalogPage.path).toEqual(alternates);
      // The language switch leads there.
      const languageSwitch = page.match(/<a [^>]*data-testid="language-switch"[^>]*>/)?.[0];
      expect(languageSwitch, catalogPage.path).toContain(`href="${catalogPage.alternates[other]}"`);
    }
  });

  it("are in sitemap.xml, each URL with its alternates in both languages", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const page of publicPages) {
      const entry = sitemap.match(new RegExp(`<url><loc>${SITE_URL}${page.path}</loc>(.*?)</url>`))?.[1];
      expect(entry, page.path).toBe(
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}${page.alternates.en}"/>` +
          `<xhtml:link rel="alternate" hreflang="es" href="${SITE_URL}${page.alternates.es}"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}${page.alternates.en}"/>`,
      );
    }
  });

  it("describe themselves in Spanish to search engines (JSON-LD inLanguage)", async () => {
    const page = await html("/es/servicios/quitar-arboles");
    const graph = JSON.parse(page.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!)[
      "@graph"
    ] as Array<Record<string, unknown>>;
    expect(graph.find((entity) => entity["@type"] === "WebPage")).toMatchObject({
      inLanguage: "es",
      url: `${SITE_URL}/es/servicios/quitar-arboles`,
    });
    expect(graph.find((entity) => entity["@type"] === "Service")).toMatchObject({ name: "Quitar árboles" });
  });

  it("answer an English slug under /es with a 301 to the Spanish one, and never redirect by Accept-Language", async () => {
    const response = await fetch(`${server.url}/es/servicios/tree-removal`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/es/servicios/quitar-arboles");
    const english = await fetch(`${server.url}/`, { redirect: "manual", headers: { "Accept-Language": "es-MX,es" } });
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('<html lang="en"');
  });
});

describe("a quote request from the Spanish contact page, without JavaScript", () => {
  const phone = "254-555-0361";

  function post(fields: Record<string, string>, path = "/es/contacto") {
    return fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  }

  it("comes back with each field's message in Spanish and the values kept", async () => {
    const response = await post({ name: "", phone: "no sé", email: "josé@", service: "", message: "" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('<html lang="es"');
    for (const message of [
      "Por favor escriba su nombre",
      "Por favor escriba un número de teléfono válido",
      "Por favor escriba un correo electrónico válido",
      "Por favor escoja un servicio",
      "Por favor corrija estos campos:",
    ]) {
      expect(page).toContain(message);
    }
    expect(page).toContain('value="no sé"');
  });

  it("is stored as Spanish, thanks the visitor in Spanish and emails them in Spanish; the office sees [ES]", async () => {
    const stamp = spamTrapStamp(await html("/es/contacto"));
    const response = await post({
      name: "José Martínez",
      phone,
      email: "jose.martinez@example.com",
      service: "tree-removal",
      message: "Se cayó un árbol en el patio después de la tormenta.",
      name__confirm: "",
      from__confirm: stamp!,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/es/contacto#quote-form");
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;

    const thankYou = await (await fetch(`${server.url}/es/contacto`, { headers: { Cookie: cookie } })).text();
    expect(thankYou).toContain("Mensaje enviado");
    expect(thankYou).toContain("Le devolvemos la llamada en menos de una hora hábil");
    expect(readableText(thankYou)).toContain("Usted pidió Quitar árboles");

    const { db } = server.openDb();
    const lead = await db.selectFrom("leads").selectAll().where("phone", "=", phone).executeTakeFirstOrThrow();
    const webhook = await db
      .selectFrom("outbox")
      .select("textBody")
      .where("leadId", "=", lead.id)
      .where("channel", "=", "webhook")
      .executeTakeFirstOrThrow();
    await db.destroy();
    expect(lead.language).toBe("es");
    expect(lead.possibleSpam).toBe(0);
    expect(JSON.parse(webhook.textBody!).data.language).toBe("es");

    const [office, confirmation] = await waitFor(() => {
      const office = smtp.messages.find(
        (message) => message.envelopeTo.includes(OFFICE) && message.text.includes("José"),
      );
      const visitor = smtp.messages.find((message) => message.envelopeTo.includes("jose.martinez@example.com"));
      return office && visitor && ([office, visitor] as const);
    });
    expect((await simpleParser(office.raw)).subject).toBe("[ES] New quote request: Tree Removal from José Martínez");
    expect(office.text).toContain("Language: Prefers Spanish");
    // The Spanish-only address gets it too, besides the office.
    const desk = await waitFor(() => smtp.messages.find((message) => message.envelopeTo.includes(SPANISH_DESK)));
    expect(desk.text).toContain("Name: José Martínez");

    expect((await simpleParser(confirmation.raw)).subject).toBe(
      "Recibimos su solicitud: Quitar árboles (Waco Tree Service)",
    );
    expect(confirmation.html).toContain('<html lang="es">');
    expect(confirmation.text).toContain("Gracias. Recibimos su solicitud.");
    expect(confirmation.text).toContain("Usted pidió: Quitar árboles");
    expect(confirmation.text).toContain("Lunes - Viernes: 7:00 AM - 6:00 PM");
    // The estimate visit is booked online (issue #34): the link's words are the lead's language.
    expect(confirmation.text).toMatch(/^Reserve en línea su visita para el presupuesto gratis: http/m);
    expect(confirmation.text).not.toMatch(/You asked for|Thank you/);
  });

  it("leaves the Spanish-only address out of an English lead's email", async () => {
    const stamp = spamTrapStamp(await html("/contact"));
    const fields = { name: "Jane Doe", phone: "254-555-0362", email: "jane@example.com", service: "tree-trimming" };
    const response = await post({ ...fields, name__confirm: "", from__confirm: stamp! }, "/contact");
    expect(response.status).toBe(302);
    const office = await waitFor(() =>
      smtp.messages.find((message) => message.envelopeTo.includes(OFFICE) && message.text.includes("Jane Doe")),
    );
    expect((await simpleParser(office.raw)).subject).toBe("New quote request: Tree Trimming & Pruning from Jane Doe");
    expect(office.text).not.toContain("Prefers Spanish");
    expect(smtp.messages.filter((message) => message.envelopeTo.includes(SPANISH_DESK))).toHaveLength(1);
  });
});
