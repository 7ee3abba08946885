import { publicPages } from "~/content/pages";
import { getEnv } from "~/platform/env.server";
import { absoluteUrl } from "~/seo/meta";

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Every public canonical URL in both languages, from the catalog (no aliases, no
 * staff pages), each with its alternates in every language, itself included.
 */
export function loader() {
  const { SITE_URL } = getEnv();
  const url = (path: string) => escapeXml(absoluteUrl(SITE_URL, path));
  const urls = publicPages
    .map((page) => {
      const { en, es } = page.alternates;
      const alternates = [
        ["en", en],
        ["es", es],
        ["x-default", en],
      ].map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path!)}"/>`);
      return `  <url><loc>${url(page.path)}</loc>${alternates.join("")}</url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
