import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";
import { sitePaths } from "../../src/lib/site-paths";

describe("sitemap.xml", () => {
  const xml = sitemapXml("https://www.example.co.uk", sitePaths("alex-morgan"));

  it("lists every indexable page, the founder card included, with its canonical URL", () => {
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, url]) => url,
    );
    expect(locations).toEqual([
      "https://www.example.co.uk/",
      "https://www.example.co.uk/pricing",
      "https://www.example.co.uk/book",
      "https://www.example.co.uk/about",
      "https://www.example.co.uk/faq",
      "https://www.example.co.uk/contact",
      "https://www.example.co.uk/terms",
      "https://www.example.co.uk/privacy",
      "https://www.example.co.uk/alex-morgan",
    ]);
  });

  it("leaves out the noindex pages and invents no lastmod", () => {
    expect(xml).not.toContain("thank-you");
    expect(xml).not.toContain("booking-calendar");
    expect(xml).not.toContain("lastmod");
  });

  it("robots.txt points at the sitemap", () => {
    expect(robotsTxt("https://www.example.co.uk")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.co.uk/sitemap.xml\n",
    );
  });
});
