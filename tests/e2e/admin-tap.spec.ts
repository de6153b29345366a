/**
 * Tap on the page (issue 50), as the owner uses it: the file opens on its page (on a phone) or beside its form (on a
 * computer), a tap on a price or on words in the page opens its field (in a sheet over the page on a phone, focused in
 * the form on a computer), what is typed shows on the page at once, and a save writes just that change. Against both
 * backends, at the widths the editor's journeys use (tests/support/site-editor.ts's EDITOR_RUNS). Every expectation
 * comes from the content and the fields the schemas make.
 */
import { shownText } from "../../src/admin/schema/template-words.ts";
import { parse } from "yaml";
import type { Locator, Page } from "@playwright/test";
import type { ListField } from "../../src/admin/schema/field-types.ts";
import { entryName } from "../../src/admin/schema/field-tree.ts";
import type { ContentFiles } from "../../src/content/generated/content-files.ts";
import type { ContentName } from "../../src/content/names.ts";
import { formatPoundRange } from "../../src/lib/format.ts";
import { planFigures, planPoint } from "../../src/lib/plan-figures.ts";
import { ANY_WIDTH, expectNoAxeViolations, isPhone } from "../support/fixtures";
import { expectLayoutRules, screenAt } from "../support/layout-rules";
import { SITE_PAGES, addons, faq, plans, priceLinkName, pricing, savings, testimonials } from "../support/site-pages";
import {
  EDITOR_RUNS,
  FIRST_PRICE,
  changedContent,
  checksFailing,
  diffLines,
  expect,
  fieldOf,
  fileForm,
  preview,
  priceBox,
  retype,
  save,
  test,
  type SiteEditor,
} from "../support/site-editor";

test.describe.configure({ timeout: 120_000 });

const { wash, size, tier, price } = FIRST_PRICE;

/** The sheet a tap opens on a phone, named by where its field is ("Prices › Exterior Only › Hatchback"). */
const sheet = (page: Page, place: string): Locator => page.getByRole("dialog", { name: place, exact: true });

/** A tap as the owner makes it: a finger on a phone, a click on a computer. */
const tapOn = (page: Page, target: Locator) => (isPhone(page) ? target.tap() : target.click());

/** The words of a place in the form: the labels of the fields around the one opened. */
const placeOf = (name: ContentName, ...labels: string[]) => [fieldOf(name, [labels[0]]).label, ...labels.slice(1)].join(" › ");

/** One journey from the page: what is tapped, the field it opens, what is typed there, and the change to the file. */
interface TapJourney<N extends ContentName> {
  file: N;
  /** What the page draws from the field: tapped as it shows now, and as it shows once `typed` (what the page follows). */
  drawn: Locator;
  redrawn: Locator;
  /** The tap as the owner makes it (by default on `drawn`): a folded question first unfolded, a line tapped at its start. */
  tap?(): Promise<void>;
  /** Where the field is, in the form's words: the sheet's name on a phone. */
  place: string;
  /** The box the tap opens: in the sheet on a phone, in the file's form beside the page on a computer. */
  inSheet(sheet: Locator): Locator;
  inForm(form: Locator): Locator;
  /** What the box holds when it opens (the content's value), and what is typed instead. */
  was: string;
  typed: string;
  /** The file's values as the save must leave them. */
  change(values: ContentFiles[N]): void;
  /** Whether the save changes exactly one line of the file (a reworded answer may be written over several). */
  oneLine: boolean;
}

/**
 * The owner's journey from the page: the file opens on its page, a tap on what it draws opens its field (focused, holding
 * the content's value), the value is retyped key by key, the page shows it at once and keeps it in view, and a save
 * writes just that change.
 */
async function tapRetypeSave<N extends ContentName>(editor: SiteEditor, page: Page, journey: TapJourney<N>): Promise<void> {
  const before = editor.read(journey.file);
  await editor.open(journey.file, { on: "page" });
  await (journey.tap ? journey.tap() : tapOn(page, journey.drawn));

  const box = isPhone(page) ? journey.inSheet(sheet(page, journey.place)) : journey.inForm(fileForm(page, journey.file));
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(journey.was);
  // On a computer, the field a click focused, by axe (on a phone, the sheet's own test below).
  if (!isPhone(page)) await expectNoAxeViolations(page);
  // Between deleting and typing, the owner looks: the editor has checked the empty box (and the page has followed
  // it: a price it can't draw empty leaves the page a line long meanwhile). The page comes back where it was.
  await retype(box, journey.typed, () => expect(checksFailing(page)).toBeVisible());
  await expect(journey.redrawn).toBeVisible();
  // What was tapped stays in view (above the sheet on a phone) while it is typed.
  await expect(journey.redrawn).toBeInViewport();
  if (isPhone(page)) await sheet(page, journey.place).getByRole("button", { name: "Done" }).click();
  await save(page);

  const after = editor.read(journey.file);
  if (journey.oneLine) {
    const { removed, added, diff } = diffLines(before, after);
    expect([removed.length, added.length], diff).toEqual([1, 1]);
  }
  expect(parse(after)).toEqual(changedContent(journey.file, before, journey.change));
}

for (const { backend, width } of EDITOR_RUNS) {
  test.describe(`tap on the page at ${width} px, saving ${backend === "local" ? "into the content folder" : "to GitHub"}`, { tag: ANY_WIDTH }, () => {
    test.use({ backend, ...screenAt(width) });

    test("a price tapped on the page, changed and saved: the page shows it as typed, and exactly one line of the file changes", async ({
      editor,
      editorPage: page,
    }) => {
      // The prices of the first wash type, as the page shows them: the first is the first size's first package.
      const prices = preview(page).getByRole("table", { name: wash.priceCaption });
      await tapRetypeSave(editor, page, {
        file: "pricing",
        drawn: prices.getByRole("link", { name: priceLinkName({ ...FIRST_PRICE, price }), exact: true }),
        redrawn: prices.getByRole("link", { name: priceLinkName({ ...FIRST_PRICE, price: price + 1 }), exact: true }),
        place: placeOf("pricing", "prices", wash.name, size.name),
        inSheet: (opened) => opened.getByRole("spinbutton", { name: tier.name, exact: true }),
        inForm: () => priceBox(page),
        was: String(price),
        typed: String(price + 1),
        change: (values) => void (values.prices[wash.id][size.id][tier.id] = price + 1),
        oneLine: true,
      });
    });

    test("an add-on's price tapped in the add-ons table and changed: the field of its price range opens", async ({ editor, editorPage: page }) => {
      const [item] = addons.items;
      const { from, to } = item.price;
      const lowest = from < to ? from + 1 : from - 1;
      const range = fieldOf("addons", ["items", 0, "price"]).label;
      const lowestLabel = fieldOf("addons", ["items", 0, "price", "from"]).label;
      const row = preview(page)
        .getByRole("table", { name: addons.caption })
        .getByRole("row")
        .filter({ has: preview(page).getByRole("rowheader", { name: item.name, exact: true }) });
      await tapRetypeSave(editor, page, {
        file: "addons",
        drawn: row.getByRole("cell", { name: formatPoundRange(from, to), exact: true }),
        redrawn: row.getByRole("cell", { name: formatPoundRange(lowest, to), exact: true }),
        place: placeOf("addons", "items", entryName(fieldOf("addons", ["items"]) as ListField, item, 0)),
        inSheet: (opened) => opened.getByRole("spinbutton", { name: lowestLabel, exact: true }),
        inForm: (form) => form.getByRole("group", { name: range, exact: true }).getByRole("spinbutton", { name: lowestLabel, exact: true }).first(),
        was: String(from),
        typed: String(lowest),
        change: (values) => void (values.items[0].price.from = lowest),
        oneLine: true,
      });
    });

    test("an FAQ answer tapped and reworded: the question unfolds it, the answer opens its paragraph", async ({ editor, editorPage: page }) => {
      const [item] = faq.items;
      const answer = fieldOf("faq", ["items", 0, "answer"]) as ListField;
      const paragraph = entryName(answer, item.answer[0], 0);
      const reworded = "Usually about two hours, depending on the package and the car's size.";
      await tapRetypeSave(editor, page, {
        file: "faq",
        drawn: preview(page).getByText(item.answer[0]),
        redrawn: preview(page).getByText(reworded),
        // A folded question unfolds, as on the site; then its answer's words open their field.
        async tap() {
          await tapOn(page, preview(page).getByText(item.question));
          await tapOn(page, preview(page).getByText(item.answer[0]));
        },
        place: placeOf("faq", "items", item.question, answer.label),
        inSheet: (opened) => opened.getByRole("textbox", { name: paragraph, exact: true }),
        inForm: (form) => form.getByRole("group", { name: answer.label }).getByRole("textbox", { name: paragraph, exact: true }).first(),
        was: item.answer[0],
        typed: reworded,
        change: (values) => void (values.items[0].answer[0] = reworded),
        oneLine: false,
      });
    });

    test("a review's name tapped on the home page and changed", async ({ editor, editorPage: page }) => {
      const [review] = testimonials.items;
      const author = fieldOf("testimonials", ["items", 0, "author"]).label;
      const renamed = "Priyanka S.";
      const line = preview(page).getByText(review.author);
      await tapRetypeSave(editor, page, {
        file: "testimonials",
        drawn: line,
        redrawn: preview(page).getByText(renamed),
        // The name and the town share a line: the tap is on the name, at the line's start.
        async tap() {
          const position = { x: 4, y: ((await line.boundingBox())?.height ?? 0) / 2 };
          await (isPhone(page) ? line.tap({ position }) : line.click({ position }));
        },
        place: placeOf("testimonials", "items", entryName(fieldOf("testimonials", ["items"]) as ListField, review, 0)),
        inSheet: (opened) => opened.getByRole("textbox", { name: author, exact: true }),
        inForm: (form) => form.getByRole("textbox", { name: author, exact: true }).first(),
        was: review.author,
        typed: renamed,
        change: (values) => void (values.items[0].author = renamed),
        oneLine: true,
      });
    });

    test("a plan's feature tapped on the pricing page and reworded", async ({ editor, editorPage: page }) => {
      const [card] = plans.cards;
      const points = fieldOf("plans", ["cards", 0, "points"]) as ListField;
      const point = entryName(points, card.points[0], 0);
      const reworded = "Re-book within 30 days and save on every wash";
      await tapRetypeSave(editor, page, {
        file: "plans",
        // The page draws the point with the savings table's figures filled in (plan-figures.ts).
        drawn: preview(page).getByText(planPoint(card.points[0], planFigures(savings))),
        redrawn: preview(page).getByText(reworded),
        place: placeOf("plans", "cards", entryName(fieldOf("plans", ["cards"]) as ListField, card, 0), points.label),
        inSheet: (opened) => opened.getByRole("textbox", { name: point, exact: true }),
        inForm: (form) => form.getByRole("textbox", { name: point, exact: true }).first(),
        // The box shows the figures it quotes by what they become (template-words.ts).
        was: shownText(card.points[0], points.item.template ?? {}),
        typed: reworded,
        change: (values) => void (values.cards[0].points[0] = reworded),
        oneLine: true,
      });
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

  test("the wash types' switch works as on the site: a tap chooses another wash type; a tap on the chosen one opens its name", async ({
    editor,
    editorPage: page,
  }) => {
    const other = pricing.washTypes[1];
    await editor.open("pricing", { on: "page" });
    const option = preview(page).getByRole("radio", { name: other.name, exact: true });
    await option.tap();
    await expect(option).toBeChecked();
    await expect(preview(page).getByRole("table", { name: other.priceCaption })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await option.tap();
    await expect(option).toBeChecked();
    const index = pricing.washTypes.indexOf(other);
    const opened = sheet(page, placeOf("pricing", "washTypes", other.name));
    await expect(opened.getByRole("textbox", { name: fieldOf("pricing", ["washTypes", index, "name"]).label, exact: true })).toBeFocused();
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
