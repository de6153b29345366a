// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useMemo, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentProblem } from "../../content/problem.ts";
import type { PhotoChange } from "../photos/photo-changes.ts";
import { addControlName, entryControlName } from "./lists/entry-controls.ts";
import { FileForm } from "./FileForm.tsx";
import { DEVELOPER_SECTION } from "./fields/FieldList.tsx";
import { fixtureValues, schemaFiles } from "../schema/form-fixtures.test-support.ts";
import { fileFields } from "../schema/schema-fields.ts";
import { shownText } from "../schema/template-words.ts";
import { inWords } from "../../content/owner-words.ts";
import { formatPounds } from "../../lib/format.ts";
import { schemaFile, type ContentName } from "../../content/file-declarations.ts";

vi.mock("../photos/prepare-photo.ts", () => ({
  preparePhoto: async (file: File) => ({ name: `${file.name.replace(/\..*$/, "")}-0a1b2c3d.jpg`, bytes: new Blob(["jpeg"]), width: 1600, height: 1200 }),
}));

type Values = Record<string, unknown>;

/** The form of one fixture file, its values kept as the file editor keeps them; every change and photo report recorded. */
function renderForm(name: ContentName, problems: ContentProblem[] | ((values: Values) => ContentProblem[]) = []) {
  const changes: Values[] = [];
  const photos: PhotoChange[] = [];
  function Harness() {
    const [asRead] = useState<unknown>(() => fixtureValues(name));
    const [values, setValues] = useState<unknown>(asRead);
    const fields = useMemo(() => fileFields(schemaFile(name), values, schemaFiles), [values]);
    return (
      <FileForm
        fields={fields}
        values={values}
        onChange={(next) => {
          changes.push(next as Values);
          setValues(next);
        }}
        problems={typeof problems === "function" ? problems(values as Values) : problems}
        file={`content/${name}.yaml`}
        asRead={asRead}
        onPhotosChange={(change) => photos.push(change)}
      />
    );
  }
  render(<Harness />);
  return { changes, photos, latest: () => changes[changes.length - 1] };
}

/** What the schema says of a property: the hint the form shows. */
const describedAs = (name: ContentName, property: string) => schemaFiles[schemaFile(name)].properties![property].description!;

/** Opens a folded entry, as a tap on its name does. */
const unfold = (name: string) => {
  // The name is the summary's text, or on a card its first line.
  const details = screen.getByText(name, { selector: "summary, summary > span" }).closest("details")!;
  act(() => {
    details.open = true;
  });
  return details as HTMLElement;
};

afterEach(cleanup);

describe("the file editor's form", () => {
  it("labels each field, with its hint as its description and the optional ones marked", () => {
    renderForm("pricing");
    const [heading] = screen.getAllByRole("textbox", { name: "Heading" });
    expect(heading).toHaveProperty("value", fixtureValues("pricing").heading);
    expect(heading.getAttribute("aria-describedby")).toBe("field-heading-hint");
    expect(document.getElementById("field-heading-hint")?.textContent).toBe(describedAs("pricing", "heading"));
    expect(screen.getByRole("textbox", { name: "Intro" }).tagName).toBe("TEXTAREA");
    cleanup();
    renderForm("gallery");
    unfold("Fixture single photo: a red panel");
    expect(screen.getAllByText("(optional)", { exact: false }).length).toBeGreaterThan(0);
  });

  it("draws a list the page shows as cards as cards, in the page's order, each with the values its page card shows", () => {
    for (const [name, listKey] of [
      ["testimonials", "items"],
      ["plans", "cards"],
    ] as const) {
      const list = fileFields(schemaFile(name), fixtureValues(name), schemaFiles).find((field) => field.key === listKey);
      if (list?.kind !== "list" || !list.card) throw new Error(`${name}: no cards`);
      const entries = fixtureValues(name)[listKey] as Record<string, unknown>[];
      renderForm(name);
      const summaries = [...document.querySelectorAll(`#${CSS.escape(`field-${listKey}`)} summary`)];
      expect(summaries.map((summary) => summary.querySelector("span")?.textContent)).toEqual(entries.map((entry) => entry[list.summaryKey!]));
      // A figure a text quotes as what it becomes, never its code in braces (template-words.ts).
      const templateOf = (key: string) => {
        const child = list.item.kind === "group" ? list.item.fields.find((field) => field.key === key) : undefined;
        return (child?.kind === "list" ? child.item.template : child?.template) ?? {};
      };
      const shown = (entry: Record<string, unknown>) =>
        list
          .card!.filter((key) => key !== list.summaryKey)
          .map((key) =>
            Array.isArray(entry[key])
              ? (entry[key] as string[]).map((text) => shownText(text, templateOf(key))).join(", ")
              : shownText(String(entry[key]), templateOf(key)),
          );
      expect(summaries.map((summary) => [...summary.querySelectorAll(".form-entry__card-line")].map((line) => line.textContent))).toEqual(entries.map(shown));
      cleanup();
    }
  });

  it("takes a price typed into its box as a number, in the table by the content's names", () => {
    const { latest } = renderForm("pricing");
    // One grid per wash type, as the page's table: each cell named by its package and its vehicle size.
    const wash = within(screen.getByRole("group", { name: "Prices" })).getByRole("group", { name: "Fixture Outside" });
    const price = within(wash).getByRole("spinbutton", { name: "Fixture Quick, Fixture Compact Car" });
    expect([...(price.closest("tr")?.querySelectorAll("th") ?? [])].map((header) => header.textContent)).toEqual(["Fixture Compact Car"]);
    expect([price.getAttribute("inputmode"), price.getAttribute("min"), price.getAttribute("step")]).toEqual(["numeric", "1", "1"]);
    fireEvent.change(price, { target: { value: "12" } });
    expect((latest().prices as Record<string, Record<string, Values>>).outside.compact.quick).toBe(12);
    expect(price).toHaveProperty("value", "12");
  });

  it("keeps an emptied price box in its place, with the focus, asking for a price, and takes the new one", () => {
    const path = "prices › outside › compact › quick";
    const missing: ContentProblem = { file: "content/pricing.yaml", line: 38, column: 14, field: path, message: "Expected a price for the package." };
    // The check's problems follow the values: the emptied box has one until a price is typed again.
    const { latest } = renderForm("pricing", (values) =>
      (values.prices as Record<string, Record<string, Values>>).outside.compact.quick === undefined ? [missing] : [],
    );
    const box = document.getElementById("field-prices.outside.compact.quick") as HTMLInputElement;
    box.focus();
    fireEvent.change(box, { target: { value: "" } });
    expect((latest().prices as Record<string, Record<string, Values>>).outside.compact).not.toHaveProperty("quick");
    expect([box.isConnected, document.activeElement === box, box.value]).toEqual([true, true, ""]);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("field-prices.outside.compact.quick-problem")?.textContent).toBe(
      "Problem: Fixture Quick, Fixture Compact Car: Enter a price.",
    );
    fireEvent.change(box, { target: { value: "42" } });
    expect((latest().prices as Record<string, Record<string, Values>>).outside.compact.quick).toBe(42);
    expect([box.isConnected, box.hasAttribute("aria-invalid")]).toEqual([true, false]);
  });

  it("takes new prices from a day in a grid of their own, each box beside today's price with the change (issue 67)", () => {
    const { latest } = renderForm("pricing");
    const today = (fixtureValues("pricing") as { prices: Record<string, Record<string, Record<string, number>>> }).prices.outside.compact.quick;
    const group = screen.getByRole("group", { name: /^New prices from a day/ });
    const wash = within(group).getByRole("group", { name: "Fixture Outside" });
    const price = within(wash).getByRole("spinbutton", { name: "Fixture Quick, Fixture Compact Car" });
    const description = () => (price.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(description()).toEqual([`today ${formatPounds(today)}`]);
    fireEvent.change(price, { target: { value: String(today + 2) } });
    expect((latest().newPrices as { prices: Record<string, Record<string, Values>> }).prices.outside.compact.quick).toBe(today + 2);
    expect(description()).toEqual([`today ${formatPounds(today)}, +${formatPounds(2)}`]);
    fireEvent.change(within(group).getByLabelText(/^From/), { target: { value: "2027-01-04" } });
    expect((latest().newPrices as { from: string }).from).toBe("2027-01-04");
  });

  it("draws a new package's empty price boxes at once, and removes a package's prices with it", () => {
    const { latest } = renderForm("pricing");
    const tiers = fixtureValues("pricing").tiers as { id: string; name: string }[];
    fireEvent.click(screen.getByRole("button", { name: addControlName("package") }));
    const values = fixtureValues("pricing");
    const boxes = within(screen.getByRole("group", { name: "Prices" })).getAllByRole("spinbutton", { name: /^New package, / });
    expect(boxes).toHaveLength((values.washTypes as unknown[]).length * (values.vehicleSizes as unknown[]).length);
    for (const box of boxes) expect(box).toHaveProperty("value", "");
    unfold(tiers[0].name);
    fireEvent.click(screen.getByRole("button", { name: entryControlName("Remove", tiers[0].name) }));
    for (const byTier of Object.values(latest().prices as Record<string, Record<string, Values>>).flatMap(Object.values))
      expect(byTier).not.toHaveProperty(tiers[0].id);
  });

  it("moves a question down and keeps the focus on its button, named after the question", () => {
    const { latest } = renderForm("faq");
    const [first, second] = ["What is the first fixture question?", "What is the second fixture question?"];
    unfold(first);
    const down = screen.getByRole("button", { name: entryControlName("Move down", first) });
    expect(down.textContent).toMatch(/^Move down/);
    fireEvent.click(down);
    expect((latest().items as Values[]).map((item) => item.question)).toEqual([second, first]);
    expect([...document.querySelectorAll("summary")].map((summary) => summary.textContent)).toEqual([second, first]);
    // Last now: it can only move up, and that is where the focus is.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: entryControlName("Move up", first) }));
  });

  it("draws a folded entry's fields once it first opens, and keeps them and what they hold when it folds again", () => {
    const { latest } = renderForm("faq");
    const first = "What is the first fixture question?";
    const entry = screen.getByText(first, { selector: "summary > span" }).closest("details")!;
    expect(within(entry).queryByRole("textbox", { name: "Question" })).toBeNull();
    unfold(first);
    fireEvent.change(within(entry).getByRole("textbox", { name: "Question" }), { target: { value: "Changed?" } });
    act(() => {
      entry.open = false;
    });
    expect((within(entry).getByRole("textbox", { name: "Question", hidden: true }) as HTMLInputElement).value).toBe("Changed?");
    expect((latest().items as Values[])[0].question).toBe("Changed?");
  });

  it("removes a question, and adds one that opens with the focus in its first box, its link name made from its words", () => {
    const { latest } = renderForm("faq");
    const first = "What is the first fixture question?";
    unfold(first);
    fireEvent.click(screen.getByRole("button", { name: entryControlName("Remove", first) }));
    expect((latest().items as Values[]).map((item) => item.question)).toEqual(["What is the second fixture question?"]);
    expect(screen.queryByText(first, { selector: "summary > span" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: addControlName("question") }));
    const added = (latest().items as Values[])[1];
    // The link name is never asked for: made from the list's word until the question is typed, then from the question.
    expect(added).toEqual({ id: "question", question: "", answer: [""] });
    const entry = screen.getByText("Question 2", { selector: "summary > span" }).closest("details")!;
    expect(entry.open).toBe(true);
    expect(document.activeElement).toBe(within(entry).getByRole("textbox", { name: "Question" }));
    fireEvent.change(within(entry).getByRole("textbox", { name: "Question" }), { target: { value: "A new question?" } });
    expect((latest().items as Values[])[1]).toMatchObject({ id: "a-new-question", question: "A new question?" });
    expect(within(entry).getByRole("button", { name: addControlName("paragraph", "A new question?") })).toBeDefined();
  });

  it("leaves an optional group out of the file once all in it is emptied (a single photo's before photo)", () => {
    const { latest } = renderForm("gallery");
    const entry = unfold("Fixture single photo: a red panel");
    const before = within(entry).getByRole("group", { name: "Before (optional)" });
    const alt = within(before).getByRole("textbox", { name: inWords("alt") });
    fireEvent.change(alt, { target: { value: "Before it was washed" } });
    expect((latest().items as Values[])[1].before).toEqual({ alt: "Before it was washed" });
    fireEvent.change(alt, { target: { value: "" } });
    expect((latest().items as Values[])[1]).not.toHaveProperty("before");
  });

  it("shows a problem at its field; one the form has no field for at the field that holds it, and listed above with a link; another file's only above", () => {
    const price: ContentProblem = {
      file: "content/pricing.yaml",
      line: 1,
      column: 1,
      field: "prices › outside › compact › quick",
      message: "Expected at most 10000.",
    };
    const unknownCode: ContentProblem = {
      file: "content/pricing.yaml",
      line: 3,
      column: 5,
      field: "prices › outside › compact › gold",
      message: "Found a price for gold.",
    };
    const elsewhere: ContentProblem = {
      file: "content/booking.yaml",
      line: 2,
      column: 3,
      field: "fields › tier",
      message: "Expected the tiers of pricing.yaml.",
    };
    renderForm("pricing", [price, unknownCode, elsewhere]);
    const box = document.getElementById("field-prices.outside.compact.quick")!;
    expect(box.getAttribute("aria-invalid")).toBe("true");
    const described = box
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([`Problem: Fixture Quick, Fixture Compact Car: ${price.message}`]);
    // A code the grid has no cell for: said of its row, under the grid.
    expect(document.getElementById("field-prices.outside.compact")?.textContent).toBe("Fixture Compact Car");
    expect(document.getElementById("field-prices.outside.compact-problem")?.textContent).toBe(`Problem: Fixture Compact Car: ${unknownCode.message}`);

    const above = screen.getByRole("region", { name: "Also to fix before saving" });
    expect(
      within(above)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
      // Another file's problem never names its path or keys: by that file's title where the editor gives one, else by its message alone.
    ).toEqual([`${unknownCode.field}: ${unknownCode.message}`, elsewhere.message]);
    expect(within(above).getByRole("link").getAttribute("href")).toBe("#field-prices.outside.compact");
  });

  it("opens the folded entry a listed problem links to, and puts the focus there", () => {
    const problem: ContentProblem = {
      file: "content/faq.yaml",
      line: 9,
      column: 5,
      field: "items › item 2 › colour",
      message: "Found colour, which isn't allowed here.",
    };
    renderForm("faq", [problem]);
    const entry = document.getElementById("field-items.1") as HTMLDetailsElement;
    expect([entry.open, entry.querySelector("summary")?.textContent]).toEqual([false, "What is the second fixture question? – needs a fix"]);
    // Folded, the entry with the problem has its fields drawn, for the link to reach; the other has none yet.
    expect([entry, document.getElementById("field-items.0")].map((details) => details?.querySelectorAll("input").length)).toEqual([1, 0]);
    fireEvent.click(screen.getByRole("link", { name: `${problem.field}: ${problem.message}` }));
    expect(entry.open).toBe(true);
    expect(document.activeElement).toBe(entry.querySelector("summary"));
  });

  it("gives yes/no a real checkbox, reached by the keyboard and ticked as the space bar ticks it", () => {
    const { latest } = renderForm("gallery");
    const samples = screen.getByRole("checkbox", { name: "Samples" });
    expect([samples.tagName, samples.getAttribute("type"), samples.tabIndex >= 0, samples.hasAttribute("hidden")]).toEqual(["INPUT", "checkbox", true, false]);
    samples.focus();
    expect(document.activeElement).toBe(samples);
    const before = fixtureValues("gallery").samples;
    // The browser turns the space bar on a focused checkbox into a click (happy-dom doesn't).
    fireEvent.click(samples);
    expect(latest().samples).toBe(!before);
  });

  it("takes a photo from the phone, and removes a pair's files with the pair", async () => {
    const { latest, photos } = renderForm("gallery");
    const entry = unfold("Fixture single photo: a red panel");
    const input = within(entry).getAllByLabelText("Photo")[0];
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(["raw"], "IMG_2041.HEIC", { type: "image/heic" })] } });
    });
    expect((latest().items as Values[])[1].photo).toBe("photos/IMG_2041-0a1b2c3d.jpg");
    expect(photos.map((change) => ({ add: change.add.map((photo) => photo.path), remove: change.remove }))).toEqual([
      { add: ["content/photos/IMG_2041-0a1b2c3d.jpg"], remove: ["content/photos/fixture-single.jpg"] },
    ]);

    const pair = unfold("Fixture after photo: a dark blue panel");
    fireEvent.click(within(pair).getByRole("button", { name: entryControlName("Remove", "Fixture after photo: a dark blue panel") }));
    expect(photos[1]).toEqual({ add: [], remove: ["content/photos/fixture-after.jpg", "content/photos/fixture-before.jpg"] });
  });
});

describe("settings only whoever looks after the site changes (issue 66 item 4)", () => {
  it("are kept in a section of their own, closed, after the owner's fields of their group; the owner's fields are not in it", () => {
    renderForm("founder");
    const section = screen.getByText(DEVELOPER_SECTION, { selector: "summary" }).closest("details")!;
    expect(section.open).toBe(false);
    const developer = fileFields(schemaFile("founder"), fixtureValues("founder"), schemaFiles).filter((field) => field.developer);
    expect(developer.map((field) => field.key)).toEqual(["vcardFileName"]);
    expect(within(section).getByRole("textbox", { name: developer[0].label, hidden: true })).toBeTruthy();
    const owners = fileFields(schemaFile("founder"), fixtureValues("founder"), schemaFiles).filter((field) => field.kind === "text" && !field.developer);
    for (const field of owners) expect(within(section).queryByRole("textbox", { name: field.label, hidden: true })).toBeNull();
  });
});

describe("a text the page fills in (issue 66 item 3)", () => {
  const site = () => fixtureValues("site") as { closures: { dates: string } };
  const words = () => schemaFiles[schemaFile("site")].properties!.closures.properties!.dates["x-template"] as Record<string, string>;
  const datesBox = () => {
    const field = fileFields(schemaFile("site"), fixtureValues("site"), schemaFiles).find((one) => one.key === "closures");
    const label = field?.kind === "group" ? field.fields.find((child) => child.key === "dates")!.label : "";
    return screen.getByRole("textbox", { name: label }) as HTMLInputElement;
  };

  it("shows each figure by what it becomes, never in braces, and keeps the file's braces as the owner types", () => {
    const { latest } = renderForm("site");
    const box = datesBox();
    const { from, to } = words();
    expect(box.value).toBe(site().closures.dates.replace("{from}", `[${from}]`).replace("{to}", `[${to}]`));
    expect(box.value).not.toMatch(/[{}]/);
    fireEvent.change(box, { target: { value: `${box.value} ok` } });
    expect((latest().closures as { dates: string }).dates).toBe(`${site().closures.dates} ok`);
  });

  it("puts a figure in from the list under the box, where the cursor was, and says a missing one in the owner's words", () => {
    const { latest } = renderForm("site", (values) => {
      const dates = (values.closures as { dates: string }).dates;
      return dates.includes("{to}")
        ? []
        : [{ file: "content/site.yaml", line: 1, column: 1, field: "closures › dates", message: `Expected {to}, but found "${dates}".` }];
    });
    const box = datesBox();
    const { from, to } = words();
    // The last day taken out, as a person deletes it.
    fireEvent.change(box, { target: { value: box.value.replace(`[${to}]`, "") } });
    expect(screen.getByText(`Put in [${to}] from the list under the box.`)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\{(?:from|to)\}/);

    const at = box.value.indexOf(`[${from}]`) + `[${from}]`.length;
    box.setSelectionRange(at, at);
    fireEvent.click(within(box.closest(".form-field")!.querySelector("details")!).getByRole("button", { name: to }));
    expect((latest().closures as { dates: string }).dates).toBe(site().closures.dates.replace("{to}", "").replace("{from}", "{from}{to}"));
    expect(box.selectionStart).toBe(at + `[${to}]`.length);
  });
});
