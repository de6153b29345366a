// @vitest-environment happy-dom
/**
 * What the pages draw from a value that can't carry a mark in itself (a price, a saving, a time, a package's sign, a
 * phone number, an email), drawn by the site's own components from the preview's content: each carries its own field's
 * mark (src/lib/drawn-from.ts), so a tap on it opens that field. The site's content draws them unmarked (the table
 * builders' own tests, table-definitions.test.tsx, read every text exactly).
 */
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import type { RowData } from "@tanstack/react-table";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentFiles } from "../../content/generated/content-files.ts";
import type { ContentName } from "../../content/names.ts";
import { DataTable, type DataTableDefinition } from "../../components/ui/DataTable";
import { addonsTable, includedTable, priceTable, savingsTable } from "../../features/pricing/table-definitions";
import { FounderCard } from "../../features/founder/FounderCard";
import { SiteFooter } from "../../features/layout/SiteFooter";
import { fixtureContent, schemaFiles } from "../schema/form-fixtures.test-support.ts";
import { markFile, markIn } from "./edit-marks.ts";

/** A fixture file's values as the editor's preview draws them: marked. */
function previewed<N extends ContentName>(name: N): ContentFiles[N] {
  return markFile(name, fixtureContent()[name], schemaFiles);
}

/** The same, for a content module replaced before this file's own imports are ready. */
async function previewedModule<N extends ContentName>(name: N): Promise<ContentFiles[N]> {
  const [marks, fixtures] = await Promise.all([import("./edit-marks.ts"), import("../schema/form-fixtures.test-support.ts")]);
  return marks.markFile(name, fixtures.fixtureContent()[name], fixtures.schemaFiles);
}

// The components that import their content read the preview's: the founder's card, and the footer's contact details.
vi.mock("virtual:content/founder", async () => ({ default: await previewedModule("founder") }));
vi.mock("virtual:content/site/contact", async () => ({ default: (await previewedModule("site")).contact }));

afterEach(cleanup);

const draw = (page: ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>).container;

/** The body rows of a table drawn from a builder's definition, each as its cells. */
function rowsOf<Row extends RowData>(definition: DataTableDefinition<Row>): HTMLTableCellElement[][] {
  return [...draw(<DataTable {...definition} />).querySelectorAll("tbody tr")].map((row) => [...row.querySelectorAll<HTMLTableCellElement>("th, td")]);
}

/** The field a drawn text was marked with. */
const fieldOf = (element: Element | null | undefined) => markIn(element?.textContent);

describe("the values the pricing page draws, in the preview: each marked with its own field", () => {
  const [pricing, addons, savings] = [previewed("pricing"), previewed("addons"), previewed("savings")];

  it("each add-on's price range and time", () => {
    const rows = rowsOf(addonsTable(addons));
    expect(rows).toHaveLength(addons.items.length);
    rows.forEach(([, price, time], at) => {
      expect(fieldOf(price)).toEqual({ file: "addons", path: ["items", at, "price"] });
      expect(fieldOf(time)).toEqual({ file: "addons", path: ["items", at, "time"] });
    });
  });

  it("each package's monthly saving and its saving on each pack", () => {
    const rows = rowsOf(savingsTable(savings, pricing));
    expect(rows).toHaveLength(savings.rows.length);
    rows.forEach(([, monthly, ...packs], at) => {
      expect(fieldOf(monthly)).toEqual({ file: "savings", path: ["rows", at, "monthlyLoyalty"] });
      expect(packs.map(fieldOf)).toEqual(savings.rows[at].packs.map((_, pack) => ({ file: "savings", path: ["rows", at, "packs", pack, "save"] })));
    });
  });

  it.each(pricing.washTypes.map((wash) => wash.id))("%s: each price, and the sign of what each package includes", (wash) => {
    const prices = rowsOf(priceTable(pricing, wash));
    expect(prices.map((row) => row.slice(1).map((cell) => fieldOf(cell.querySelector("a"))))).toEqual(
      pricing.vehicleSizes.map((size) => pricing.tiers.map((tier) => ({ file: "pricing", path: ["prices", wash, size.id, tier.id] }))),
    );
    const included = rowsOf(includedTable(pricing, wash));
    expect(included.map((row) => row.slice(1).map((cell) => fieldOf(cell.querySelector(".inclusion__mark"))))).toEqual(
      pricing.included.rows[wash].map((_, at) => pricing.tiers.map((tier) => ({ file: "pricing", path: ["included", "rows", wash, at, "tiers", tier.id] }))),
    );
  });
});

describe("phone numbers and emails, in the preview: each marked with its own field, its link's address as it is", () => {
  it("the footer's, from the site's contact details", () => {
    const links = draw(<SiteFooter />).querySelectorAll("a[href^='tel:'], a[href^='mailto:']");
    expect([...links].map((link) => [markIn(link.getAttribute("href")), fieldOf(link)])).toEqual([
      [undefined, { file: "site", path: ["contact", "email"] }],
      [undefined, { file: "site", path: ["contact", "phone"] }],
    ]);
  });

  it("the founder's card", () => {
    const links = draw(<FounderCard />).querySelectorAll("a[href^='tel:'], a[href^='mailto:']");
    expect([...links].map((link) => [markIn(link.getAttribute("href")), fieldOf(link.lastElementChild)])).toEqual([
      [undefined, { file: "founder", path: ["phone"] }],
      [undefined, { file: "founder", path: ["email"] }],
    ]);
  });
});
