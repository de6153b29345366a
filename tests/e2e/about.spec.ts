import { CONTENT, ANY_WIDTH, test, expect } from "../support/fixtures";
import { about } from "../support/site-pages";
import { PATH } from "../support/paths.ts";

test.describe(PATH.about, () => {
  test("tells the story, the mission and why the service started", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    await page.goto(PATH.about);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: about.heading })).toBeVisible();
    await expect(main.getByText(about.intro, { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(about.sections.map((section) => section.heading));
    for (const section of about.sections) {
      const region = main.getByRole("region", { name: section.heading, exact: true });
      for (const paragraph of section.paragraphs) await expect(region.getByText(paragraph, { exact: true })).toBeVisible();
    }
  });

  test("links to the founder's website", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    await page.goto(PATH.about);
    const link = page.getByRole("main").getByRole("link", { name: about.founderLink.label });
    await expect(link).toHaveAttribute("href", about.founderLink.url);
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  });
});
