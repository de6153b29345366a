/**
 * Long names (issue 58): the variant site (support/variant-site.ts) names its last package "Ceramic Coating Deluxe"
 * and its last add-on with 30 characters (LONG_NAMES), and the layout rules hold with them at every phone's width:
 * no word split, nothing sideways, no text out of its box. Run on the variant's phone project alone (the tag).
 */
import { ANY_WIDTH, CONTENT } from "../support/fixtures";
import { expect, test } from "./support/content-switches";
import { PHONE_WIDTHS, expectLayoutRulesAt, screenAt } from "../support/layout-rules";
import { LONG_NAMES, LONG_NAMES_TAG } from "./support/variant-site";
import { PATH } from "../support/paths.ts";

test.describe("long names", { tag: [ANY_WIDTH, CONTENT, LONG_NAMES_TAG] }, () => {
  test.use(screenAt(PHONE_WIDTHS[0]));

  test(`the pricing page, in each wash type's mode, at ${PHONE_WIDTHS.join(", ")} px: the layout rules hold`, async ({ page, content }) => {
    const { pricing, addons } = content;
    expect([pricing.tiers.at(-1)?.name, addons.items.at(-1)?.name], "the variant's long names").toEqual([LONG_NAMES.package, LONG_NAMES.addon]);
    await page.goto(PATH.pricing);
    const [first] = pricing.washTypes;
    const prices = page.getByRole("table", { name: first.priceCaption, exact: true });
    await expect(prices.getByRole("columnheader", { name: LONG_NAMES.package, exact: true })).toBeVisible();
    await expect(page.getByRole("table", { name: addons.caption, exact: true }).getByRole("rowheader", { name: LONG_NAMES.addon, exact: true })).toBeVisible();
    const toggle = page.getByRole("group", { name: pricing.modeToggleLabel, exact: true });
    for (const wash of pricing.washTypes) {
      await toggle.getByRole("radio", { name: wash.name, exact: true }).check();
      await expectLayoutRulesAt(page, PHONE_WIDTHS, `${wash.name}: `);
    }
  });
});
