/**
 * Closures (issue 57): the home page, the booking form and the calendar show a closure's notice on its days only,
 * checked in the browser on the day, the UK's day whatever the visitor's clock says (issue 66). Run on the variant site (support/variant-site.ts), whose closures are the
 * fixture content's, with the browser's clock set inside and outside one; the expectations come from that content.
 */
import type { Page } from "@playwright/test";
import { ANY_WIDTH, CONTENT, expectNoAxeViolations } from "../support/fixtures";
import { expect, test } from "./support/content-switches";
import { CLOSURE_TAG } from "./support/variant-site";
import { dayAfter } from "../../src/lib/business-day";
import { closureDates, type Closure } from "../../src/lib/closures";
import { ukTime } from "../support/business-clock.ts";
import { CLOSED_TODAY_ATTRIBUTE } from "../../src/lib/page-script/data-attributes";
import { PATH } from "../support/paths.ts";

/** Sets the browser's clock to midday of `day` in the UK, before the page loads. */
const setDay = (page: Page, day: string) => page.clock.setFixedTime(ukTime(day, "12:00"));

const PAGES = [PATH.home, PATH.book, PATH.calendar];

test.describe("closures: the notice on a closure's days only", { tag: [CLOSURE_TAG, CONTENT, ANY_WIDTH] }, () => {
  test("the variant site has the fixture's closures", ({ content }) => {
    // Without a closure of several days and one of one day, the tests below would prove nothing.
    expect(content.site.closures.days.some((closure) => closure.from !== closure.to)).toBe(true);
  });

  for (const path of PAGES) {
    test(`${path} shows a closure's notice on its first and last days, and passes axe`, async ({ page, content: { site } }) => {
      const [closure, other] = site.closures.days;
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
      const [closure] = site.closures.days;
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

/**
 * The business's days, not the visitor's (issue 66 item 6): with the browser in another time zone, the notice starts
 * and ends at the UK's midnight. New York is behind the UK (its evening is the UK's next day); Sydney is ahead (its
 * morning is the UK's day before).
 */
test.describe("closures: the UK's days, whatever the visitor's clock", { tag: [CLOSURE_TAG, CONTENT, ANY_WIDTH] }, () => {
  /** The closure's notice at `at`, once the page script has looked at the day (every notice marked by its answer). */
  const noticeAt = async (page: Page, at: Date, closures: readonly Closure[], message: string) => {
    await page.clock.setFixedTime(at);
    await page.goto(PATH.home);
    await expect(page.locator(`[${CLOSED_TODAY_ATTRIBUTE}]`)).toHaveCount(closures.length);
    return page.getByRole("main").getByText(message);
  };

  /** Each time zone, and the instants (UK time) at its edges of the closure, with whether the notice shows then. */
  const ZONES = [
    {
      zone: "America/New_York",
      title: "the notice shows from 00:30 on its first UK day (the evening before, in New York) and is gone at 00:30 after its last",
      instants: ({ from, to }: Closure) => [
        { at: ukTime(from, "00:30"), shown: true },
        { at: ukTime(dayAfter(to), "00:30"), shown: false },
      ],
    },
    {
      zone: "Australia/Sydney",
      title: "the notice is not shown at 23:30 the UK day before it starts (the next morning, in Sydney) and still shows at 23:30 on its last",
      instants: ({ from, to }: Closure) => [
        { at: ukTime(dayAfter(from, -1), "23:30"), shown: false },
        { at: ukTime(to, "23:30"), shown: true },
      ],
    },
  ];

  for (const { zone, title, instants } of ZONES) {
    test.describe(`in ${zone}`, () => {
      test.use({ timezoneId: zone });
      test(title, async ({ page, content: { site } }) => {
        const closures = site.closures.days;
        const [closure] = closures;
        for (const { at, shown } of instants(closure)) {
          const notice = await noticeAt(page, at, closures, closure.message);
          await (shown ? expect(notice).toBeVisible() : expect(notice).toBeHidden());
        }
      });
    });
  }
});
