import about from "virtual:content/about";
import addons from "virtual:content/addons";
import booking from "virtual:content/booking";
import faq from "virtual:content/faq";
import founder from "virtual:content/founder";
import gallery from "virtual:content/gallery";
import home from "virtual:content/home";
import plans from "virtual:content/plans";
import pricing from "virtual:content/pricing";
import privacy from "virtual:content/privacy";
import savings from "virtual:content/savings";
import site from "virtual:content/site";
import terms from "virtual:content/terms";
import testimonials from "virtual:content/testimonials";
import { describe, expect, it } from "vitest";
import type { ContentFiles } from "../content/generated/content-files";
import { PAGES, founderPath, sitePathAt, sitePaths } from "./site-paths";

// The fixture content (tests/fixtures/content): the same shape as the owner's, other values.
const content: ContentFiles = { about, addons, booking, faq, founder, gallery, home, plans, pricing, privacy, savings, site, terms, testimonials };

describe("the route table", () => {
  const pages = sitePaths(founder.slug);

  it("reads every page's words from content: a heading, a title and a description, from the file it names", () => {
    for (const { path, words, wordsFile } of pages) {
      const { heading, meta } = words(content);
      expect(heading, `${path} heading`).toEqual(expect.stringMatching(/\S/));
      expect(meta, `${path} meta`).toEqual({ title: expect.stringMatching(/\S/), description: expect.stringMatching(/\S/) });
      expect(Object.keys(content), `${path}'s words file`).toContain(wordsFile);
    }
  });

  it("gives each page its own path and route module, the founder card at content's slug", () => {
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.file)).size).toBe(pages.length);
    expect(pages.map((page) => page.path)).toContain(founderPath(founder.slug));
    expect(sitePathAt(`${founderPath(founder.slug)}/`).file).toBe(PAGES.founder.file);
  });
});
