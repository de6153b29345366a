import about from "virtual:content/about";
import booking from "virtual:content/booking";
import faq from "virtual:content/faq";
import founder from "virtual:content/founder";
import home from "virtual:content/home";
import pricing from "virtual:content/pricing";
import privacy from "virtual:content/privacy";
import site from "virtual:content/site";
import terms from "virtual:content/terms";
import { describe, expect, it } from "vitest";
import { contentAt } from "../../tests/support/content-at";
import { sitePathAt, sitePaths, startsAppAt } from "./site-paths";

// The fixture content (tests/fixtures/content): the same shape as the owner's, other values.
const content: Record<string, unknown> = { about, booking, faq, founder, home, pricing, privacy, site, terms };
const at = (keys: readonly string[]) => contentAt(content, keys);

describe("the route table", () => {
  const pages = sitePaths(founder.slug);

  it("points every page's words at a heading and a title and description in content", () => {
    for (const { path, words } of pages) {
      expect(at(words.heading), `${path} heading`).toEqual(expect.stringMatching(/\S/));
      expect(at(words.meta), `${path} meta`).toEqual({ title: expect.stringMatching(/\S/), description: expect.stringMatching(/\S/) });
    }
  });

  it("gives each page its own path and route module, the founder card at content's slug", () => {
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.file)).size).toBe(pages.length);
    expect(pages.map((page) => page.path)).toContain(`/${founder.slug}`);
    expect(sitePathAt(`/${founder.slug}/`).file).toBe("routes/founder.tsx");
  });

  it("starts the app on 404.html as on the home page it shows", () => {
    expect(startsAppAt("/404")).toBe(sitePathAt("/").app);
  });
});
