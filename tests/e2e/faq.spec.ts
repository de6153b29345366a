import type { Page } from "@playwright/test";
import { CONTENT, ANY_WIDTH, ENGINES, test, expect, expectNoAxeViolations } from "../support/fixtures";
import { faq } from "../support/site-pages";
import { PATH } from "../support/paths.ts";

type FaqItem = (typeof faq.items)[number];

const question = (page: Page, item: FaqItem) => page.getByRole("main").getByText(item.question, { exact: true });
/** The <details> around a question: its open state is what the visitor sees. */
const panel = (page: Page, item: FaqItem) => question(page, item).locator("xpath=..");
const answer = (page: Page, item: FaqItem) => page.getByRole("main").getByText(item.answer[0], { exact: true });

/** Where a question sits on the page: questions read top to bottom in content's order. */
const top = async (page: Page, item: FaqItem) => (await question(page, item).boundingBox())?.y ?? Number.NaN;

/** Skips a test that needs two questions when content holds only one. */
const needsTwoQuestions = () => test.skip(faq.items.length < 2, "faq.yaml holds a single question");

/** Opening each question in turn closes the one open before it: the exclusive accordion of docs/decisions.md 15. */
async function expectExclusiveAccordion(page: Page) {
  let previous: FaqItem | undefined;
  for (const item of faq.items) {
    await question(page, item).click();
    await expect(panel(page, item)).toHaveJSProperty("open", true);
    for (const paragraph of item.answer) await expect(page.getByRole("main").getByText(paragraph, { exact: true })).toBeVisible();
    if (previous) {
      await expect(panel(page, previous)).toHaveJSProperty("open", false);
      await expect(answer(page, previous)).toBeHidden();
    }
    previous = item;
  }
  await expect(page.getByRole("main").locator("details[open]")).toHaveCount(1);
}

test.describe(PATH.faq, () => {
  test("lists every question from content, all closed at first", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    await page.goto(PATH.faq);
    await expect(page.getByRole("heading", { level: 1, name: faq.heading })).toBeVisible();
    await expect(page.getByText(faq.intro, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("group")).toHaveCount(faq.items.length);
    let previousTop = Number.NEGATIVE_INFINITY;
    for (const item of faq.items) {
      await expect(question(page, item)).toBeVisible();
      await expect(panel(page, item)).toHaveJSProperty("open", false);
      await expect(answer(page, item)).toBeHidden();
      const itemTop = await top(page, item);
      expect(itemTop, `"${item.question}" comes after the question before it`).toBeGreaterThan(previousTop);
      previousTop = itemTop;
    }
  });

  test("opening a question shows its answer and closes the one open before", { tag: ENGINES }, async ({ page }) => {
    needsTwoQuestions();
    await page.goto(PATH.faq);
    await expectExclusiveAccordion(page);
  });

  test("a second click closes the open question", async ({ page }) => {
    await page.goto(PATH.faq);
    const [item] = faq.items;
    await question(page, item).click();
    await expect(answer(page, item)).toBeVisible();
    await question(page, item).click();
    await expect(panel(page, item)).toHaveJSProperty("open", false);
    await expect(answer(page, item)).toBeHidden();
  });

  test("works from the keyboard", async ({ page }) => {
    needsTwoQuestions();
    await page.goto(PATH.faq);
    const [first, second] = faq.items;
    await question(page, first).focus();
    await page.keyboard.press("Enter");
    await expect(answer(page, first)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(question(page, second)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(answer(page, second)).toBeVisible();
    await expect(answer(page, first)).toBeHidden();
  });

  test("a link to a question opens it", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    // The last question: the furthest down the page, so landing on it shows the link scrolled there.
    const target = faq.items[faq.items.length - 1];
    await page.goto(`${PATH.faq}#${target.id}`);
    await expect(panel(page, target)).toHaveJSProperty("open", true);
    await expect(answer(page, target)).toBeVisible();
    await expect(question(page, target)).toBeInViewport();
    await expect(page.getByRole("main").locator("details[open]")).toHaveCount(1);
  });

  test("passes axe with a question open", async ({ page }) => {
    await page.goto(PATH.faq);
    await question(page, faq.items[0]).click();
    await expect(answer(page, faq.items[0])).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("questions still open, one at a time", async ({ page }) => {
      needsTwoQuestions();
      await page.goto(PATH.faq);
      await expectExclusiveAccordion(page);
    });
  });
});
