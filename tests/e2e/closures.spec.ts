/**
 * Closures (issue 57): the home page, the booking form and the calendar show a closure's notice on its days only,
 * checked in the browser on the day. Run on the variant site (support/variant-site.ts), whose closures are the
 * fixture content's, with the browser's clock set inside and outside one; the expectations come from that content.
 */
import type { Page } from "@playwright/test";
import { ANY_WIDTH, CONTENT, expectNoAxeViolations } from "../support/fixtures";
import { expect, test } from "./support/content-switches";
import { CLOSURE_TAG } from "./support/variant-site";
import { closureDates, type Closure } from "../../src/lib/closures";
import { CLOSED_TODAY_ATTRIBUTE } from "../../src/lib/page-script/data-attributes";
import { PATH } from "../support/paths.ts";

/** The day `days` after `day` (both ISO dates). */
function dayAfter(day: string, days = 1): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Sets the browser's clock to midday of `day`, by the visitor's own calendar, before the page loads. */
const setDay = (page: Page, day: string) => page.clock.setFixedTime(new Date(`${day}T12:00:00`));

const PAGES = [PATH.home, PATH.book, PATH.calendar];

test.describe("closures: the notice on a closure's days only", { tag: [CLOSURE_TAG, CONTENT, ANY_WIDTH] }, () => {
  test("the variant site has the fixture's closures", ({ content }) => {
    // Without a closure of several days and one of one day, the tests below would prove nothing.
    expect(content.site.closures.days.some((closure) => closure.from !== closure.to)).toBe(true);
  });

  for (const path of PAGES) {
    test(`${path} shows a closure's notice on its first and last days, and passes axe`, async ({ page, content: { site } }) => {
      const [closure, other] = site.closures.days as Closure[];
      for (const day of [closure.from, closure.to]) {
        await setDay(page, day);
        await page.goto(path);
        const notice = page.getByRole("main").getByText(closure.message);
        await expect(notice).toBeVisible();
        await expect(page.getByRole("main").getByText(closureDates(closure, site.closures, site.language))).toBeVisible();
        // Only the closure of the day.
        await expect(page.getByText(other.message)).toBeHidden();
      }
      await expectNoAxeViolations(page);
    });

    test(`${path} shows no closure the day before one starts or the day after it ends`, async ({ page, content: { site } }) => {
      const [closure] = site.closures.days as Closure[];
      for (const day of [dayAfter(closure.from, -1), dayAfter(closure.to)]) {
        await setDay(page, day);
        await page.goto(path);
        // The page script has looked at the day (so the notices are hidden by its answer, not before it asked).
        await expect(page.locator(`[${CLOSED_TODAY_ATTRIBUTE}]`)).toHaveCount(site.closures.days.length);
        await expect(page.locator(`[${CLOSED_TODAY_ATTRIBUTE}="true"]`)).toHaveCount(0);
        for (const each of site.closures.days) await expect(page.getByText(each.message)).toBeHidden();
      }
    });
  }

  test("without JavaScript, every closure shows with its dates, which is true on any day", async ({ noScriptPage, content: { site } }) => {
    test.skip(!noScriptPage, "This browser can't turn JavaScript off (fixtures.ts)");
    await noScriptPage!.goto(PATH.book);
    for (const closure of site.closures.days) {
      await expect(noScriptPage!.getByRole("main").getByText(closure.message)).toBeVisible();
      await expect(noScriptPage!.getByRole("main").getByText(closureDates(closure, site.closures, site.language))).toBeVisible();
    }
  });
});
