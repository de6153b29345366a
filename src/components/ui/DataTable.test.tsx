// @vitest-environment happy-dom
import { cleanup, render as renderDom, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createColumnHelper } from "@tanstack/react-table";
import { DataTable, type DataTableFeatures } from "./DataTable";
import { tableNamed, texts } from "./table-by-role.test-support";

interface Fruit {
  name: string;
  colour: string;
  price: number;
}

const helper = createColumnHelper<DataTableFeatures, Fruit>();
const columns = helper.columns([
  helper.accessor("name", { header: "Fruit" }),
  helper.accessor("colour", { header: "Colour", cell: (info) => <em>{info.getValue()}</em> }),
  helper.accessor("price", { header: "Price", meta: { numeric: true }, cell: (info) => `£${info.getValue()}` }),
]);
const rows: Fruit[] = [
  { name: "Apple", colour: "Green", price: 1 },
  { name: "Banana", colour: "Yellow", price: 2 },
  { name: "Cherry", colour: "Red", price: 13 },
];
const CAPTION = "Fruit prices";

afterEach(cleanup);

/** Renders the fruit table (with any props replaced) and reads it back by role. */
function render(props: Partial<Parameters<typeof DataTable<Fruit>>[0]> = {}) {
  renderDom(<DataTable caption={CAPTION} columns={columns} rows={rows} rowHeader="name" {...props} />);
  return tableNamed(props.caption ?? CAPTION);
}

describe("DataTable", () => {
  it("puts the caption first in the table", () => {
    const { table } = render();
    expect(table.firstElementChild).toBe(screen.getByText(CAPTION));
    expect(table.firstElementChild?.tagName).toBe("CAPTION");
  });

  it("names the table by its caption, in a plain wrapper that is not a tab stop", () => {
    // tableNamed finds the table by the accessible name its caption gives it.
    const { table } = render();
    const caption = screen.getByText(CAPTION);
    expect(caption.id).not.toBe("");
    expect(table.getAttribute("aria-labelledby")).toBe(caption.id);
    // The room the layouts are chosen by (data-table.css), inside the wrapper: neither is a tab stop nor has a role.
    const room = table.parentElement!;
    const wrapper = room.parentElement!;
    expect(room.getAttributeNames()).toEqual(["class"]);
    expect(room.className).toBe("data-table__room");
    expect(wrapper.getAttributeNames()).toEqual(["class", "data-values"]);
    expect(wrapper.hasAttribute("tabindex")).toBe(false);
    expect(wrapper.className).toBe("data-table");
  });

  it("gives no part an explicit role, which the HTML standard forbids on a table's rows and cells", () => {
    const { table, rows: bodyRows } = render();
    expect([table, ...table.querySelectorAll("[role]")].filter((element) => element.hasAttribute("role"))).toEqual([]);
    // …and yet each part has its role from the HTML alone.
    expect(bodyRows).toHaveLength(rows.length);
  });

  it("marks the header of the row-header column and tells the stylesheet how many value columns there are", () => {
    const { columnHeaders } = render({ rowHeader: "colour" });
    expect(columnHeaders.map((header) => header.classList.contains("data-table__row-header-column"))).toEqual([false, true, false]);
    const wrapper = columnHeaders[0].closest(".data-table") as HTMLElement;
    expect(wrapper.dataset.values).toBe("2");
  });

  it("renders one column header per column, in order, with scope col", () => {
    const { headerRows, columnHeaders } = render();
    expect(headerRows).toHaveLength(1);
    expect(texts(columnHeaders)).toEqual(["Fruit", "Colour", "Price"]);
    expect(columnHeaders.map((header) => header.getAttribute("scope"))).toEqual(["col", "col", "col"]);
  });

  it.each([
    ["name", 0],
    ["colour", 1],
    ["price", 2],
  ])("makes the cells of the %s column row headers and the others data cells", (rowHeader, index) => {
    const bodyRows = render({ rowHeader }).rows;
    expect(bodyRows).toHaveLength(rows.length);
    for (const row of bodyRows) {
      expect(row).toHaveLength(3);
      row.forEach((cell, i) => {
        expect(cell.role).toBe(i === index ? "rowheader" : "cell");
        expect(cell.element.getAttribute("scope")).toBe(i === index ? "row" : null);
      });
    }
  });

  it.each(rows.map((row, i) => [row.name, i, [row.name, row.colour, `£${row.price}`]] as const))(
    "renders the %s row in data order with the column cell renderers",
    (_name, i, expected) => {
      const bodyRow = render().rows[i];
      expect(bodyRow.map((cell) => cell.text)).toEqual(expected);
      expect(within(bodyRow[1].element).getByText(expected[1]).tagName).toBe("EM");
    },
  );

  it("marks the header and cells of numeric columns, and only those", () => {
    const { columnHeaders, rows: bodyRows } = render();
    const numeric = (element: HTMLElement) => element.classList.contains("data-table__cell--numeric");
    expect(columnHeaders.map(numeric)).toEqual([false, false, true]);
    for (const row of bodyRows) {
      expect(row.map((cell) => numeric(cell.element))).toEqual([false, false, true]);
    }
  });

  it("keeps each cell's elements when it is drawn again with columns made anew (the editor's preview, at each key typed)", () => {
    // Columns made from the content, as the pricing page makes them: each drawing with new values makes new templates.
    const madeFrom = (currency: string) =>
      helper.columns([
        helper.accessor("name", { header: "Fruit" }),
        helper.accessor("colour", { header: "Colour", cell: (info) => <em>{info.getValue()}</em> }),
        helper.accessor("price", { header: "Price", cell: (info) => <a href="#price">{`${currency}${info.getValue()}`}</a> }),
      ]);
    const { rerender } = renderDom(<DataTable caption={CAPTION} columns={madeFrom("£")} rows={rows} rowHeader="name" />);
    const before = tableNamed(CAPTION).rows.map((row) => row.map((cell) => cell.element.firstElementChild));
    rerender(<DataTable caption={CAPTION} columns={madeFrom("€")} rows={rows} rowHeader="name" />);
    const after = tableNamed(CAPTION).rows;
    expect(after.map((row) => row[2].text)).toEqual(rows.map((row) => `€${row.price}`));
    after.forEach((row, i) => row.forEach((cell, j) => expect(cell.element.firstElementChild).toBe(before[i][j])));
    expect(before.flat().filter(Boolean)).toHaveLength(rows.length * 2);
  });

  it("gives each table its own caption id", () => {
    renderDom(
      <>
        <DataTable caption="First" columns={columns} rows={rows} rowHeader="name" />
        <DataTable caption="Second" columns={columns} rows={rows} rowHeader="name" />
      </>,
    );
    // With a shared id, the second table would be named by the first caption.
    const first = tableNamed("First").table;
    const second = tableNamed("Second").table;
    expect(first.getAttribute("aria-labelledby")).not.toBe(second.getAttribute("aria-labelledby"));
  });

  it("renders a header row and an empty body when there are no rows", () => {
    const { columnHeaders, rows: bodyRows } = render({ rows: [] });
    expect(columnHeaders).toHaveLength(3);
    expect(bodyRows).toEqual([]);
  });

  it("tells the narrow layout the longest word of its value columns' names, past 7 letters, counting letters alone (issue 58)", () => {
    const named = (colour: string, price: string) =>
      helper.columns([
        helper.accessor("name", { header: "Fruit" }),
        helper.accessor("colour", { header: colour }),
        helper.accessor("price", { header: price }),
      ]);
    const wrapper = (header: ReturnType<typeof named>) => render({ columns: header }).table.closest(".data-table")!;
    expect(wrapper(named("Colour", "Price")).getAttribute("data-longest-word")).toBeNull();
    cleanup();
    expect(wrapper(named("Showroom Finish", "Price")).getAttribute("data-longest-word")).toBe("8");
    cleanup();
    // The editor's preview carries invisible marks inside the words it links to their fields: not letters.
    expect(wrapper(named("Colour\u200b\u200c\u200d\u2062\u2063", "Price")).getAttribute("data-longest-word")).toBeNull();
    cleanup();
    expect(wrapper(named("Supercalifragilisticexpialidocious", "Price")).getAttribute("data-longest-word")).toBe("20");
  });
});
