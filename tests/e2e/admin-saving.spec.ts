/**
 * A saving changed, as the owner changes it (issue 57 item 4): tapped in the preview's Savings at a Glance table,
 * retyped key by key and saved. The plan card that quotes it follows at once, with the figure src/lib/plan-figures.ts
 * derives from the table (one fact, one place); and Plan cards, opened next, draws it as saved, through a reload
 * (issue 66: the preview draws every file as it is now, not as built). On a phone and a computer, against both
 * backends.
 */
import { parse } from "yaml";
import type { SavingsContent } from "../../src/content/generated/savings.ts";
import { formatPounds } from "../../src/lib/format.ts";
import { numberInWords, planFigures, planPoint } from "../../src/lib/plan-figures.ts";
import { ANY_WIDTH, expectNoAxeViolations, isPhone } from "../support/fixtures";
import { screenAt } from "../support/layout-rules";
import { plans, pricing, savings } from "../support/site-pages";
import {
  PHONE_AND_COMPUTER_RUNS,
  contentOf,
  expect,
  fieldOf,
  fileForm,
  fileOpen,
  fileTitle,
  preview,
  retype,
  save,
  startingText,
  test,
} from "../support/site-editor";

/** The saving the owner raises: the most any package saves on the first pack size, which a plan card quotes ("save up to £…"). */
const blocks = savings.rows[0].packs[0].blocks;
const figure = `upTo${numberInWords(blocks)}`;
const { r: row, p: pack } = savings.rows
  .flatMap((each, r) => each.packs.map((one, p) => ({ r, p, save: one.save, blocks: one.blocks })))
  .filter((one) => one.blocks === blocks)
  .reduce((most, one) => (one.save > most.save ? one : most));
const before = savings.rows[row].packs[pack].save;
const raised = before + 5;
const changed: SavingsContent = structuredClone(savings);
changed.rows[row].packs[pack].save = raised;

/** The plan card's point that quotes it. */
const point = plans.cards.flatMap((card) => card.points).find((each) => each.includes(`{${figure}}`));

for (const { backend, width } of PHONE_AND_COMPUTER_RUNS) {
  test.describe(`a saving changed at ${width} px, saving ${backend === "local" ? "into the content folder" : "to GitHub"}`, { tag: ANY_WIDTH }, () => {
    test.use({ backend, ...screenAt(width) });

    test("a saving tapped in the savings table, raised and saved: the plan card quoting it shows the new figure", async ({ editor, editorPage: page }) => {
      expect(point, `a plan card quotes {${figure}}`).toBeDefined();
      await editor.open("savings", { on: "page" });
      const tierName = pricing.tiers.find((tier) => tier.id === savings.rows[row].tier)!.name;
      const cell = preview(page)
        .getByRole("table", { name: savings.caption })
        .getByRole("row")
        .filter({ has: preview(page).getByRole("rowheader", { name: tierName, exact: true }) })
        .getByRole("cell", { name: formatPounds(before), exact: true });
      await expect(preview(page).getByText(planPoint(point!, planFigures(savings)), { exact: true })).toBeVisible();
      await (isPhone(page) ? cell.tap() : cell.click());

      // The field the tap opens: in a sheet over the page on a phone, focused in the form beside it on a computer.
      const label = fieldOf("savings", ["rows", row, "packs", pack, "save"]).label;
      const box = (isPhone(page) ? page.getByRole("dialog") : fileForm(page, "savings")).getByRole("spinbutton", { name: label, exact: true });
      const opened = isPhone(page) ? box : box.and(page.locator(":focus"));
      await expect(opened).toBeFocused();
      await expect(opened).toHaveValue(String(before));
      await retype(opened, String(raised));

      // The card follows the table at once, before the save.
      const quoted = preview(page).getByText(planPoint(point!, planFigures(changed)), { exact: true });
      await expect(quoted).toBeVisible();
      if (isPhone(page)) await page.getByRole("dialog").getByRole("button", { name: "Done", exact: true }).click();
      await save(page);
      await expect(quoted).toBeVisible();
      // Scanned at each width (one run each): what the backends draw differently (signing in online) is admin-access.spec.ts's scan.
      await expectNoAxeViolations(page);
      const saved = contentOf("savings", startingText("savings"));
      saved.rows[row].packs[pack].save = raised;
      expect(parse(editor.read("savings"))).toEqual(saved);

      // Plan cards, opened from the list as the owner does: drawn with the saving as saved, not as the site was
      // built, and said to be so; a reload keeps it.
      await page.getByRole("link", { name: "All files", exact: true }).click();
      await page.getByRole("link", { name: fileTitle("plans"), exact: true }).click();
      for (const reloaded of [false, true]) {
        if (reloaded) await page.reload();
        await fileOpen(page, "plans", { on: "page" });
        await expect(quoted).toBeVisible();
        await expect(page.getByText(new RegExp(`^Drawn with what was saved since the site was last built \\(${fileTitle("savings")}\\)`))).toBeVisible();
      }
    });
  });
}
