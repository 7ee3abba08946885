import { publicPages } from "~/content/pages";
import { getEnv } from "~/platform/env.server";
import { absoluteUrl } from "~/seo/meta";

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Every public canonical URL, from the catalog: no aliases, no staff pages. */
export function loader() {
  const { SITE_URL } = getEnv();
  const urls = publicPages
    .map((page) => `  <url><loc>${escapeXml(absoluteUrl(SITE_URL, page.path))}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
