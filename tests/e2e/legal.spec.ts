import type { Page } from "@playwright/test";
import { CONTENT, ANY_WIDTH, test, expect } from "../support/fixtures";
import { privacy, site, terms } from "../support/site-pages";
import { fillTemplate } from "../../src/lib/format.ts";
import { PATH } from "../support/paths.ts";

const documents = [
  { path: PATH.terms, content: terms },
  { path: PATH.privacy, content: privacy },
];

/** The sticky banner's bottom edge: a section heading scrolled to must not hide under it. */
const bannerBottom = async (page: Page) => {
  const box = await page.getByText(site.banner, { exact: true }).boundingBox();
  return box ? box.y + box.height : 0;
};

for (const { path, content } of documents) {
  const headings = content.sections.map((section) => section.heading);

  test.describe(path, () => {
    test("shows the intro, the updated line and every section of content in order, each with its link", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: content.heading })).toBeVisible();
      await expect(main.getByText(content.intro, { exact: true })).toBeVisible();
      await expect(main.getByText(content.updated, { exact: true })).toBeVisible();

      const regions = main.getByRole("region");
      await expect(regions).toHaveCount(content.sections.length);
      await expect(regions.getByRole("heading", { level: 2 })).toHaveText(headings);
      for (const section of content.sections) {
        const region = main.getByRole("region", { name: section.heading, exact: true });
        await expect(region.getByRole("heading", { level: 2, name: section.heading, exact: true })).toHaveAttribute("id", section.id);
        await expect(region.getByRole("link", { name: fillTemplate(site.sectionLinkLabel, { heading: section.heading }) })).toHaveAttribute(
          "href",
          `#${section.id}`,
        );
        for (const paragraph of section.paragraphs) await expect(region.getByText(paragraph, { exact: true })).toBeVisible();
      }
    });

    test("the contents list links to every section in order, and each link jumps to its section", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
      await page.goto(path);
      const contents = page.getByRole("navigation", { name: content.tocHeading });
      await expect(contents.getByRole("link")).toHaveText(headings);
      for (const [index, section] of content.sections.entries()) {
        await expect(contents.getByRole("link").nth(index)).toHaveAttribute("href", `#${section.id}`);
      }
      for (const section of content.sections) {
        await contents.getByRole("link", { name: section.heading, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}#${section.id}$`));
        const heading = page.getByRole("heading", { level: 2, name: section.heading, exact: true });
        await expect(heading).toBeInViewport();
        expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(await bannerBottom(page));
        await page.evaluate(() => window.scrollTo(0, 0));
      }
    });

    test("a section's own link gives its address, and that address opens at the section", { tag: ANY_WIDTH }, async ({ page }) => {
      const section = content.sections[content.sections.length - 1];
      await page.goto(path);
      await page.getByRole("link", { name: fillTemplate(site.sectionLinkLabel, { heading: section.heading }) }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#${section.id}$`));

      await page.goto("about:blank");
      await page.goto(`${path}#${section.id}`);
      await expect(page.getByRole("heading", { level: 2, name: section.heading, exact: true })).toBeInViewport();
    });
  });
}
