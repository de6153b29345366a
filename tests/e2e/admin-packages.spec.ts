/**
 * A package added and retired on the Pricing page, as the owner does it (issue 57): the change that spans files is
 * one change. Added, its Savings at a Glance row is asked beside the form (and its What's Included column starts as
 * the package's before it); the files are checked together and saved in one commit, with a reload in the middle of
 * the add; retired, its row goes with it. On a phone and a computer, against each backend once (PHONE_AND_COMPUTER_RUNS). Online also:
 * the save when the branch moves meanwhile (GitHub's 422) and when one of the files changed (409): nothing
 * half-written, the other side's change kept. The new package's words and figures are the test's own; the rest
 * comes from the content.
 */
import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { applyEdits } from "../../src/admin/line-edits/apply-edits.ts";
import { entryControlName } from "../../src/admin/form/lists/entry-controls.ts";
import { codeOf, uniqueCode } from "../../src/admin/schema/made-codes.ts";
import { contentFilePath } from "../../src/content/names.ts";
import { ANY_WIDTH, expectNoAxeViolations } from "../support/fixtures";
import { screenAt } from "../support/layout-rules";
import { booking, pricing, savings } from "../support/site-pages";
import {
  BACKENDS,
  PHONE_AND_COMPUTER_RUNS,
  contentOf,
  expect,
  fieldOf,
  fileForm,
  fileOpen,
  fileTitle,
  save,
  saying,
  startingText,
  test,
} from "../support/site-editor";
import { PHONE } from "../../scripts/tools/browsers.ts";
import { retirableAt, withoutPackage } from "../../scripts/tools/retired-package.ts";

test.describe.configure({ timeout: 180_000 });

/** The package the owner adds: words and figures of the test's own; its code is made from its name, as the editor makes it. */
const ADDED_WORDS = { name: "Shield Plus", duration: "Around 5 hours", monthly: 7, firstPrice: 201 };
const ADDED = { ...ADDED_WORDS, id: uniqueCode(codeOf(ADDED_WORDS.name, ""), new Set(pricing.tiers.map((tier) => tier.id))) };
const packSizes = booking.fields.blocks.options.map((option) => option.value);

const TOGETHER = "Also changed with this save";
const together = (page: Page): Locator => page.getByRole("region", { name: TOGETHER, exact: true });
/** The booking types still to create in the scheduling service, listed once the package is saved (BookingTypesToDo.tsx). */
const stillToDo = (page: Page): Locator => page.getByRole("region", { name: "Still to do in your scheduling service", exact: true });
const tiers = (page: Page): Locator => fileForm(page, "pricing").getByRole("group", { name: fieldOf("pricing", ["tiers"]).label, exact: true });

/** The new package's price box for a wash type and a vehicle size, as the prices' grids name it. */
const newPriceBox = (page: Page, wash: { name: string }, size: { name: string }): Locator =>
  fileForm(page, "pricing")
    .getByRole("group", { name: fieldOf("pricing", ["prices"]).label, exact: true })
    .getByRole("group", { name: wash.name, exact: true })
    .getByRole("spinbutton", { name: `${ADDED.name}, ${size.name}`, exact: true });

/** Every price the new package needs, one figure each. */
const newPrices = pricing.washTypes.flatMap((wash) => pricing.vehicleSizes.map((size) => ({ wash, size })));

/** The saving on each of the booking form's packs the owner types: the test's own figures. */
const packSaving = (blocks: number) => blocks * 3;

/** Adds the package on the Pricing page, typed key by key: its entry, then its prices; `halfway` runs in between. */
async function addPackage(page: Page, halfway: () => Promise<void> = async () => undefined): Promise<void> {
  const list = fieldOf("pricing", ["tiers"]);
  if (list.kind !== "list") throw new Error("the packages are a list");
  await tiers(page)
    .getByRole("button", { name: `Add ${list.singular}`, exact: true })
    .click();
  const fresh = tiers(page).getByRole("listitem").last();
  for (const [key, text] of [
    ["name", ADDED.name],
    ["duration", ADDED.duration],
  ] as const) {
    await fresh.getByRole("textbox", { name: fieldOf("pricing", ["tiers", 0, key]).label, exact: true }).pressSequentially(text);
  }
  await halfway();
  for (const [i, { wash, size }] of newPrices.entries()) await newPriceBox(page, wash, size).pressSequentially(String(ADDED.firstPrice + i));
}

/** Answers the new package's questions of Savings at a Glance, beside the form. */
async function answerSavings(page: Page): Promise<void> {
  await expect(together(page).getByRole("group", { name: `${savings.heading}: ${ADDED.name}`, exact: true })).toBeVisible();
  await together(page).getByRole("spinbutton", { name: "Saving per wash with a monthly re-booking (£)", exact: true }).pressSequentially(String(ADDED.monthly));
  for (const blocks of packSizes) {
    await together(page)
      .getByRole("spinbutton", { name: `Saving on the ${blocks}-wash pack (£)`, exact: true })
      .pressSequentially(String(packSaving(blocks)));
  }
}

/** The new package's row, as Savings at a Glance should hold it. */
const addedRow = { tier: ADDED.id, monthlyLoyalty: ADDED.monthly, packs: packSizes.map((blocks) => ({ blocks, save: packSaving(blocks) })) };

for (const { backend, width } of PHONE_AND_COMPUTER_RUNS) {
  test.describe(`a package added and retired at ${width} px, ${backend === "local" ? "in the content folder" : "on GitHub"}`, { tag: ANY_WIDTH }, () => {
    test.use({ backend, ...screenAt(width) });

    test("added with its savings row, through a reload, in one save; then retired with its row, in one save", async ({ editor, editorPage: page }) => {
      await editor.open("pricing");
      await addPackage(page, async () => {
        await answerSavings(page);
        // A reload in the middle: the package and its savings come back as the owner left them.
        await expect.poll(() => page.evaluate(() => Object.values(localStorage).join("\n")), { timeout: 10_000 }).toContain(ADDED.duration);
        await page.reload();
        await fileOpen(page, "pricing");
        // The entry comes back folded, named by the package's name: unfolded as the owner taps it.
        await tiers(page)
          .getByText(new RegExp(`^${ADDED.name}(?: – .*)?$`))
          .click();
        await expect(
          tiers(page)
            .getByRole("textbox", { name: fieldOf("pricing", ["tiers", 0, "duration"]).label, exact: true })
            .last(),
        ).toHaveValue(ADDED.duration);
        await expect(together(page).getByRole("spinbutton", { name: "Saving per wash with a monthly re-booking (£)", exact: true })).toHaveValue(
          String(ADDED.monthly),
        );
      });
      // The booking types to create in the scheduling service: one for each size and wash type, alone and in each pack.
      await expect(together(page).getByRole("listitem")).toHaveCount(newPrices.length * (packSizes.length + 1));
      await save(page);

      const saved = contentOf("pricing", editor.read("pricing"));
      const last = pricing.tiers.at(-1)!.id;
      expect(saved.tiers.at(-1)).toEqual({ id: ADDED.id, name: ADDED.name, duration: ADDED.duration });
      expect(newPrices.map(({ wash, size }) => saved.prices[wash.id][size.id][ADDED.id])).toEqual(newPrices.map((_, i) => ADDED.firstPrice + i));
      // What's Included starts as the package's before it, which the owner can change.
      for (const rows of Object.values(saved.included.rows)) for (const row of rows) expect(row.tiers[ADDED.id]).toBe(row.tiers[last]);
      expect(contentOf("savings", editor.read("savings")).rows).toEqual([...savings.rows, addedRow]);
      await expect.poll(() => editor.saves()).toHaveLength(1);
      // Saved, the booking types stay listed until the owner has made them in the scheduling service: axe on that
      // state, at each width.
      await expect(stillToDo(page).getByRole("listitem")).toHaveCount(newPrices.length * (packSizes.length + 1));
      await expectNoAxeViolations(page);
      expect(editor.saves()[0].message).toMatch(new RegExp(`^${fileTitle("pricing")}: .*; ${fileTitle("savings")}: `));
      if (editor.double) expect(editor.double.lastCommit().changed).toEqual([contentFilePath("pricing"), contentFilePath("savings")]);
      expect(await editor.checkContent(), "npm run check:content on the content saved").toEqual([]);

      await tiers(page)
        .getByRole("button", { name: entryControlName("Remove", ADDED.name), exact: true })
        .click();
      await expect(together(page).getByText(`${savings.heading}: the row for ${ADDED.name} is taken out.`, { exact: true })).toBeVisible();
      await save(page);
      // Retired before its booking types were made: they are no longer asked for.
      await expect(stillToDo(page)).toHaveCount(0);
      expect(parse(editor.read("pricing"))).toEqual(parse(startingText("pricing")));
      expect(parse(editor.read("savings"))).toEqual(parse(startingText("savings")));
      await expect.poll(() => editor.saves()).toHaveLength(2);
      expect(await editor.checkContent(), "npm run check:content on the content saved").toEqual([]);
    });
  });
}

test.describe("online, the save of several files when GitHub's copy moves meanwhile", { tag: ANY_WIDTH }, () => {
  test.use({ backend: "github", ...screenAt(PHONE.viewport.width) });

  /** A package the custom quote doesn't name, retired: its savings row goes in the same save. */
  const retired = pricing.tiers[retirableAt(pricing, booking)];
  const retire = async (page: Page) => {
    await tiers(page)
      .getByText(new RegExp(`^${retired.name}$`))
      .click();
    await tiers(page)
      .getByRole("button", { name: entryControlName("Remove", retired.name), exact: true })
      .click();
    await expect(together(page).getByText(`${savings.heading}: the row for ${retired.name} is taken out.`, { exact: true })).toBeVisible();
  };
  const rowsLeft = savings.rows.filter((row) => row.tier !== retired.id);

  test("the branch moved on with another file (422): committed onto it, the other commit kept", async ({ editor, editorPage: page }) => {
    const theirs = `${editor.read("faq")}# a note made on GitHub\n`;
    await editor.open("pricing");
    await retire(page);
    editor.double!.beforeNextRefUpdate(() => editor.changeMeanwhile("faq", theirs));
    editor.expectFailedLoads(422);
    await save(page);
    expect(editor.read("faq"), "the other commit kept").toBe(theirs);
    expect(contentOf("savings", editor.read("savings")).rows).toEqual(rowsLeft);
    expect(editor.double!.lastCommit().changed).toEqual([contentFilePath("pricing"), contentFilePath("savings")]);
  });

  test("the savings table changed on GitHub (409): nothing written, the file named; applied onto the newer file, both kept", async ({
    editor,
    editorPage: page,
  }) => {
    const [pricingBefore, savingsBefore] = [editor.read("pricing"), editor.read("savings")];
    const theirIntro = `${savings.intro} Changed on GitHub.`;
    const theirs = applyEdits(savingsBefore, { ...contentOf("savings", savingsBefore), intro: theirIntro });
    await editor.open("pricing");
    await retire(page);
    editor.changeMeanwhile("savings", theirs);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      saying(page, `${fileTitle("savings")} was changed on GitHub since you opened it, so nothing was saved over. Your changes are kept here.`),
    ).toBeVisible();
    expect(editor.read("pricing"), "nothing half-written").toBe(pricingBefore);
    expect(editor.read("savings")).toBe(theirs);

    await page.getByRole("button", { name: "Apply my changes to the newer file", exact: true }).click();
    // Said once every file the save writes has the owner's changes on its newer version: a Save then writes onto them all.
    await expect(saying(page, /^Your changes are now on the newer file\./)).toBeVisible();
    await save(page);
    const saved = contentOf("savings", editor.read("savings"));
    expect(saved.intro, "their change kept").toBe(theirIntro);
    expect(saved.rows).toEqual(rowsLeft);
    expect(contentOf("pricing", editor.read("pricing")).tiers.map((tier) => tier.id)).not.toContain(retired.id);
  });
});

test.describe("a package retired yesterday, put back from Recent changes", { tag: ANY_WIDTH }, () => {
  /** Yesterday's change: a package the custom quote doesn't name, retired with its prices, its What's Included cells and its savings row. */
  const retired = pricing.tiers[retirableAt(pricing, booking)];
  for (const backend of BACKENDS) {
    test.describe(backend === "local" ? "in the content folder" : "on GitHub", () => {
      test.use({ backend, ...screenAt(PHONE.viewport.width) });

      test("it comes back on the Pricing page with its savings row, in one save", async ({ editor, editorPage: page }) => {
        const start = { pricing: editor.read("pricing"), savings: editor.read("savings") };
        const summary = `${fileTitle("pricing")}: “${retired.name}” taken out; ${fileTitle("savings")}: its row taken out`;
        editor.commit(withoutPackage(start, retired.id), summary, { author: "Sam Owner", at: new Date(Date.now() - 86_400_000) });

        await editor.open();
        await page.getByRole("link", { name: "Recent changes", exact: true }).click();
        await page.getByRole("button", { name: summary, exact: true }).click();
        await page.getByRole("button", { name: "Put back this change", exact: true }).click();
        // Each file's part named by its title; checked together, so nothing is refused for the other's missing row.
        for (const file of ["pricing", "savings"] as const)
          await expect(
            page
              .getByRole("listitem")
              .filter({ hasText: new RegExp(`^${fileTitle(file)}: `) })
              .first(),
          ).toBeVisible();
        await page.getByRole("button", { name: "Save the put back", exact: true }).click();
        await expect(saying(page, /^Put back and saved/)).toBeVisible({ timeout: 30_000 });

        expect(editor.read("pricing")).toBe(start.pricing);
        expect(editor.read("savings")).toBe(start.savings);
        await expect.poll(() => editor.saves().at(-1)?.message).toMatch(new RegExp(`^Put back: ${fileTitle("pricing")}: `));
        if (editor.double) expect(editor.double.lastCommit().changed).toEqual([contentFilePath("pricing"), contentFilePath("savings")]);
        expect(await editor.checkContent(), "npm run check:content on the content saved").toEqual([]);
      });
    });
  }
});
