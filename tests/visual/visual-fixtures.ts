import path from "node:path";
import { fileURLToPath } from "node:url";
import { test as base, expect, type Page, type PageScreenshotOptions } from "@playwright/test";
import { afterNextTask, appStarted } from "../support/fixtures";
import { SETTLE, settlePage } from "../support/axe";
import { COLUMN_SLACK, layoutBreaks } from "../support/layout-rules";
import { checkedContent } from "../../src/content/node/read-content.ts";
import { providerFor } from "../../src/features/scheduling/providers.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/*
 * The fixture content the screenshot site is built from (tests/visual/run.ts): every name, label and code the
 * specs look for comes from here, never from the owner's content/.
 */
const content = checkedContent(root, { contentDir: "tests/fixtures/content" });
export const site = content.site;
export const booking = content.booking;
export const addons = content.addons;
export const founder = content.founder;
export const home = content.home;
export const pricing = content.pricing;

/** The stand-in for the scheduling provider's calendar page, which the e2e tests serve too (tests/support/stubs). */
const TIDYCAL_STUB = path.join(root, "tests/support/stubs/tidycal-calendar.html");
const [CALENDAR_ORIGIN] = providerFor(booking.scheduling).frameOrigins;

/**
 * Every test: no request leaves the machine (as tests/support/fixtures.ts), the scheduling provider's calendar
 * is the e2e stub, and page.goto returns once the app has started on pages that start it.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(`${CALENDAR_ORIGIN}/**`, (route) => route.fulfill({ path: TIDYCAL_STUB, contentType: "text/html; charset=utf-8" }));
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"));
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appStarted(page);
      await settled(page);
      return response;
    };
    await use(page);
  },
});

export { expect };

/** One more task after the app's start (afterNextTask), so the page's own effects have run; then the fonts. */
export async function settled(page: Page): Promise<void> {
  await afterNextTask(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * The whole page (or its part `clip`, in the page's coordinates), compared with its baseline `name`-<project>.png.
 * Before it: back at the top (a click may have scrolled; sticky and fixed parts are drawn where they are at the top),
 * every lazy image asked for now and every image done, the fonts loaded. (No wait for a frame:
 * a stopped page.clock holds requestAnimationFrame; toHaveScreenshot waits for two matching shots itself.)
 */
export async function expectScreen(page: Page, name: string, options: Pick<PageScreenshotOptions, "style" | "clip"> = {}): Promise<void> {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    for (const image of document.images) image.loading = "eager";
    // decode() settles once the image is loaded and drawable, or broken (a missing fixture file): a lazy
    // image not yet asked for reads as `complete`, so that can't tell.
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  // The floating button told what is under it at the top (its report can come a frame late), its fade ended.
  await page.evaluate(settlePage, { ...SETTLE, frames: false });
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, ...options });
}

/**
 * No word of the site's page split across two lines (the layout rules' words, tests/support/layout-rules.ts),
 * with the fixture content's names ("Fixture Supreme") at this suite's widths.
 */
export async function expectWholeWords(page: Page, name: string): Promise<void> {
  expect.soft((await page.evaluate(layoutBreaks, COLUMN_SLACK)).words, `${name}: words split across two lines`).toEqual([]);
}
