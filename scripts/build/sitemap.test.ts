import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";
import { sitePaths } from "../../src/lib/site-paths";

describe("sitemap.xml", () => {
  const xml = sitemapXml("https://www.fixture.example", sitePaths("sam-fixture"));

  it("lists every indexable page, the founder card included, with its canonical URL", () => {
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    expect(locations).toEqual([
      "https://www.fixture.example/",
      "https://www.fixture.example/pricing",
      "https://www.fixture.example/book",
      "https://www.fixture.example/about",
      "https://www.fixture.example/faq",
      "https://www.fixture.example/contact",
      "https://www.fixture.example/terms",
      "https://www.fixture.example/privacy",
      "https://www.fixture.example/sam-fixture",
    ]);
  });

  it("leaves out the noindex pages and invents no lastmod", () => {
    expect(xml).not.toContain("thank-you");
    expect(xml).not.toContain("booking-calendar");
    expect(xml).not.toContain("lastmod");
  });

  it("robots.txt points at the sitemap", () => {
    expect(robotsTxt("https://www.fixture.example")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.fixture.example/sitemap.xml\n");
  });
});
