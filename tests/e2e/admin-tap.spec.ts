/**
 * Tap on the page (issue 50), as the owner uses it: the file opens on its page (on a phone) or beside its form (on a
 * computer), a tap on a price or on words in the page opens its field (in a sheet over the page on a phone, focused in
 * the form on a computer), what is typed shows on the page at once, and a save writes just that change. Against both
 * backends, at the widths the editor's journeys use (tests/e2e/support/site-editor.ts's EDITOR_RUNS). Every expectation
 * comes from the content and the fields the schemas make.
 */
import { parse } from "yaml";
import type { Locator, Page } from "@playwright/test";
import type { ListField } from "../../src/admin/form/schema/field-types.ts";
import { entryName } from "../../src/admin/form/schema/field-tree.ts";
import type { ContentName } from "../../src/content/names.ts";
import { formatPounds } from "../../src/lib/format.ts";
import { ANY_WIDTH, expectNoAxeViolations, isPhone } from "./support/fixtures";
import { expectLayoutRules, screenAt } from "./support/layout-rules";
import { SITE_PAGES, faq, plans, testimonials } from "./support/site-pages";
import { EDITOR_RUNS, FIRST_PRICE, diffLines, expect, fieldOf, fileForm, preview, priceBox, retype, save, test } from "./support/site-editor";

test.describe.configure({ timeout: 120_000 });

const { wash, size, tier, price } = FIRST_PRICE;

/** The sheet a tap opens on a phone, named by where its field is ("Prices › Exterior Only › Hatchback"). */
const sheet = (page: Page, place: string): Locator => page.getByRole("dialog", { name: place, exact: true });

/** A tap as the owner makes it: a finger on a phone, a click on a computer. */
const tapOn = (page: Page, target: Locator) => (isPhone(page) ? target.tap() : target.click());

/** The box a tap opened, ready to type in: in the sheet on a phone (`inSheet`), in the form beside the page on a computer. */
async function openedBox(page: Page, place: string, inSheet: (sheet: Locator) => Locator, inForm: Locator): Promise<Locator> {
  const box = isPhone(page) ? inSheet(sheet(page, place)) : inForm;
  await expect(box).toBeFocused();
  return box;
}

/** The words of a place in the form: the labels of the fields around the one opened. */
const placeOf = (name: ContentName, ...labels: string[]) => [fieldOf(name, [labels[0]]).label, ...labels.slice(1)].join(" › ");

/** The one line a save changed, in each direction. */
function expectOneLineChanged(before: string, after: string): void {
  const { removed, added, diff } = diffLines(before, after);
  expect([removed.length, added.length], diff).toEqual([1, 1]);
}

/** The values of a YAML text, with `change` made to a copy. */
function changed<T>(text: string, change: (values: T) => void): T {
  const values = parse(text) as T;
  change(values);
  return values;
}

for (const { backend, width } of EDITOR_RUNS) {
  test.describe(`tap on the page at ${width} px, saving ${backend === "local" ? "into the content folder" : "to GitHub"}`, { tag: ANY_WIDTH }, () => {
    test.use({ backend, ...screenAt(width) });

    test("a price tapped on the page, changed and saved: the page shows it as typed, and exactly one line of the file changes", async ({
      editor,
      editorPage: page,
    }) => {
      const before = editor.read("pricing");
      await editor.open("pricing", { on: "page" });
      // The prices of the first wash type, as the page shows them: the first is the first size's first package.
      const cell = preview(page).getByRole("table", { name: wash.priceCaption }).getByRole("link").first();
      await expect(cell).toHaveText(formatPounds(price));
      await tapOn(page, cell);

      const place = placeOf("pricing", "prices", wash.name, size.name);
      const box = await openedBox(page, place, (opened) => opened.getByRole("spinbutton", { name: tier.name, exact: true }), priceBox(page));
      await expect(box).toHaveValue(String(price));
      await retype(box, String(price + 1));
      await expect(cell).toHaveText(formatPounds(price + 1));
      // The tapped price stays in view above the sheet while it is typed.
      await expect(cell).toBeInViewport();
      if (isPhone(page)) await sheet(page, place).getByRole("button", { name: "Done" }).click();
      await save(page);

      const after = editor.read("pricing");
      expectOneLineChanged(before, after);
      expect(parse(after)).toEqual(
        changed<{ prices: Record<string, Record<string, Record<string, number>>> }>(before, (values) => (values.prices[wash.id][size.id][tier.id] = price + 1)),
      );
    });

    test("an FAQ answer tapped and reworded: the question unfolds it, the answer opens its paragraph", async ({ editor, editorPage: page }) => {
      const before = editor.read("faq");
      const [item] = faq.items;
      const answer = fieldOf("faq", ["items", 0, "answer"]) as ListField;
      const paragraph = entryName(answer, item.answer[0], 0);
      const reworded = "Usually about two hours, depending on the package and the car's size.";
      await editor.open("faq", { on: "page" });

      // A folded question unfolds, as on the site; then its answer's words open their field.
      await tapOn(page, preview(page).getByText(item.question));
      await tapOn(page, preview(page).getByText(item.answer[0]));
      const box = await openedBox(
        page,
        placeOf("faq", "items", item.question, answer.label),
        (opened) => opened.getByRole("textbox", { name: paragraph, exact: true }),
        fileForm(page, "faq").getByRole("group", { name: answer.label }).getByRole("textbox", { name: paragraph, exact: true }).first(),
      );
      await retype(box, reworded);
      await expect(preview(page).getByText(reworded)).toBeVisible();
      await save(page);

      expect(parse(editor.read("faq"))).toEqual(changed<typeof faq>(before, (values) => (values.items[0].answer[0] = reworded)));
    });

    test("a review's name tapped on the home page and changed", async ({ editor, editorPage: page }) => {
      const before = editor.read("testimonials");
      const [review] = testimonials.items;
      const author = fieldOf("testimonials", ["items", 0, "author"]).label;
      const renamed = "Priyanka S.";
      await editor.open("testimonials", { on: "page" });

      // The name and the town share a line: the tap is on the name, at the line's start.
      const line = preview(page).getByText(review.author);
      const height = (await line.boundingBox())?.height ?? 0;
      await (isPhone(page) ? line.tap({ position: { x: 4, y: height / 2 } }) : line.click({ position: { x: 4, y: height / 2 } }));
      const list = fieldOf("testimonials", ["items"]) as ListField;
      const box = await openedBox(
        page,
        placeOf("testimonials", "items", entryName(list, review, 0)),
        (opened) => opened.getByRole("textbox", { name: author, exact: true }),
        fileForm(page, "testimonials").getByRole("textbox", { name: author, exact: true }).first(),
      );
      await retype(box, renamed);
      await expect(preview(page).getByText(renamed)).toBeVisible();
      await save(page);

      const after = editor.read("testimonials");
      expectOneLineChanged(before, after);
      expect(parse(after)).toEqual(changed<typeof testimonials>(before, (values) => (values.items[0].author = renamed)));
    });

    test("a plan's feature tapped on the pricing page and reworded", async ({ editor, editorPage: page }) => {
      const before = editor.read("plans");
      const [card] = plans.cards;
      const points = fieldOf("plans", ["cards", 0, "points"]) as ListField;
      const point = entryName(points, card.points[0], 0);
      const reworded = "Re-book within 30 days and save on every wash";
      await editor.open("plans", { on: "page" });

      await tapOn(page, preview(page).getByText(card.points[0]));
      const cards = fieldOf("plans", ["cards"]) as ListField;
      const box = await openedBox(
        page,
        placeOf("plans", "cards", entryName(cards, card, 0), points.label),
        (opened) => opened.getByRole("textbox", { name: point, exact: true }),
        fileForm(page, "plans").getByRole("textbox", { name: point, exact: true }).first(),
      );
      await retype(box, reworded);
      await expect(preview(page).getByText(reworded)).toBeVisible();
      await save(page);

      const after = editor.read("plans");
      expectOneLineChanged(before, after);
      expect(parse(after)).toEqual(changed<typeof plans>(before, (values) => (values.cards[0].points[0] = reworded)));
    });
  });
}

test.describe("tap on the page, by axe and the layout rules", { tag: ANY_WIDTH }, () => {
  test.use({ backend: "github", ...screenAt(320) });

  test("the sheet a tap opens on a phone: axe finds nothing, the layout holds, Escape closes it and the focus goes back to the page", async ({
    editor,
    editorPage: page,
  }) => {
    await editor.open("pricing", { on: "page" });
    await expectNoAxeViolations(page);
    await expectLayoutRules(page, "the page first: ");
    const cell = preview(page).getByRole("table", { name: wash.priceCaption }).getByRole("link").first();
    await cell.tap();
    const opened = sheet(page, placeOf("pricing", "prices", wash.name, size.name));
    await expect(opened.getByRole("spinbutton", { name: tier.name, exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
    await expectLayoutRules(page, "the sheet: ");

    await page.keyboard.press("Escape");
    await expect(opened).toHaveCount(0);
    await expect(cell).toBeFocused();
  });
});

test("the public pages carry no edit mark: no invisible characters of a mark, no preview's outline attribute", async ({ request }) => {
  for (const { path } of SITE_PAGES) {
    const html = await (await request.get(path)).text();
    // The characters @vercel/stega encodes with (src/admin/tap/edit-marks.ts), and tap/drawn.ts's attribute.
    expect(html, path).not.toMatch(/[\u200b-\u200d\u2060-\u2064\ufeff\u{1d173}-\u{1d17a}]/u);
    expect(html, path).not.toContain("data-editor-drawn");
  }
});
