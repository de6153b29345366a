import type { SitePath } from "../../src/lib/site-paths.ts";

/** sitemap.xml from the route list: indexable pages only, canonical URLs, no invented lastmod. */
export function sitemapXml(origin: string, pages: SitePath[]): string {
  const urls = pages.filter((page) => page.indexable).map((page) => `  <url>\n    <loc>${new URL(page.path, origin).href}</loc>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", origin).href}\n`;
}
