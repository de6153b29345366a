/**
 * The byte budgets, as checks (issue 43): what a page sends doesn't depend on the machine, so a page over its budget
 * fails `npm test`. The budgets and the measuring are the benchmarks' own (scripts/bench/script-budgets.ts,
 * image-budget.ts); timings stay in the benchmarks.
 *
 * They hold code, never content (issue 56): the content the widgets read travels in the page's HTML, not in their
 * script (src/components/island/island-content.ts), so the owner's edits can't move a script's bytes. So they are content
 * tests too (@content): `npm run test:owner-edits` runs them on the shipped content grown to the most every schema
 * allows (tests/owner-edits/edits.ts), and they must pass there as on the site.
 *
 * Each page is opened fresh at the phone's width and measured once its network is quiet: every script it downloaded
 * from the site, as sent, and its inline scripts; the home page's images before any scroll, at 3× pixels.
 */
import { ANY_WIDTH, CONTENT, expect, test, networkQuiet } from "../support/fixtures";
import { stubTidyCal } from "./support/booking-flow";
import { readContent } from "../../src/content/node/read-content.ts";
import { benchPages } from "../../scripts/bench/bench-pages.ts";
import { IMAGE_BUDGET_BYTES, IMAGE_BUDGET_SCREEN, countImageBytes } from "../../scripts/bench/image-budget.ts";
import { NOT_FOUND_PAGE, OBSERVE_START, measureScripts, overBudget } from "../../scripts/bench/script-budgets.ts";
import { clientDir } from "../../scripts/build/site-folders.ts";
import { PROJECT_ROOT } from "../support/content-root.ts";
import { PATH } from "../support/paths.ts";

/** The built files, to name the pieces a page downloaded (the build the suite serves: BUILD_DIR's). */
const CLIENT = clientDir(PROJECT_ROOT);

test.describe("byte budgets", { tag: [ANY_WIDTH, CONTENT] }, () => {
  for (const benchPage of [...benchPages(readContent(), undefined), NOT_FOUND_PAGE]) {
    test(`${benchPage.label}: its script is within its budget, and page-specific pieces load only where used`, async ({ page, baseURL }) => {
      // The scheduling provider's script, on the calendar that can book, is a stub from its own host: not the site's bytes.
      await stubTidyCal(page);
      await page.addInitScript({ content: OBSERVE_START });
      const response = await page.goto(benchPage.url);
      const row = await measureScripts(page, benchPage, (await response?.text()) ?? "", new URL(baseURL!).origin, CLIENT);
      if (row.app) expect(row.files, "a page with the app downloads its script").toBeGreaterThan(0);
      expect(overBudget(row)).toEqual([]);
    });
  }

  test.describe(() => {
    test.use(IMAGE_BUDGET_SCREEN);
    test(`the home page sends at most ${IMAGE_BUDGET_BYTES / 1024} KB of images before the visitor scrolls, on a phone at 3× pixels`, async ({ page }) => {
      const received = countImageBytes(page);
      await page.goto(PATH.home);
      await networkQuiet(page);
      const bytes = await received();
      expect(bytes, "the images of the first screen").toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(IMAGE_BUDGET_BYTES);
    });
  });
});
