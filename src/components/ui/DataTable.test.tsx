import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createColumnHelper } from "@tanstack/react-table";
import { DataTable, type DataTableFeatures } from "./DataTable";
import { attributes, tableSection } from "./table-markup.test-support";

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

function render(props: Partial<Parameters<typeof DataTable<Fruit>>[0]> = {}): string {
  return renderToStaticMarkup(
    <DataTable caption="Fruit prices" columns={columns} rows={rows} rowHeader="name" {...props} />,
  );
}

describe("DataTable", () => {
  it("puts the caption first in the table", () => {
    expect(render()).toMatch(/<table[^>]*><caption[^>]*>Fruit prices<\/caption><thead[ >]/);
  });

  it("names the table by its caption, in a plain wrapper that is not a tab stop", () => {
    const html = render();
    const wrapper = /^<div([^>]*)>/.exec(html);
    const table = /<table([^>]*)>/.exec(html);
    const captionId = /<caption[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(captionId).toBeTruthy();
    expect(attributes(wrapper![1])).toEqual({ class: "data-table" });
    expect(attributes(table![1])).toEqual({ class: "data-table__table", "aria-labelledby": captionId });
  });

  it("gives no part an explicit role, which the HTML standard forbids on a table's rows and cells", () => {
    const html = render();
    expect([...html.matchAll(/<(table|thead|tbody|tr|th|td)\b[^>]*\brole=/g)].map((m) => m[1])).toEqual([]);
    expect(tableSection(html, "tbody")).toHaveLength(rows.length);
  });

  it("labels each data cell with its column's header, for the narrow layout", () => {
    for (const row of tableSection(render(), "tbody")) {
      expect(row.map((cell) => cell.attrs["data-label"])).toEqual([undefined, "Colour", "Price"]);
    }
  });

  it("labels the cells of a column whose header is not text with its meta.label", () => {
    const drawn = helper.columns([
      helper.accessor("name", { header: "Fruit" }),
      helper.accessor("price", { header: () => <abbr title="Price">£</abbr>, meta: { numeric: true, label: "Price" } }),
    ]);
    const [row] = tableSection(render({ columns: drawn }), "tbody");
    expect(row[1].attrs["data-label"]).toBe("Price");
  });

  it("refuses a column whose header is not text and that has no meta.label", () => {
    const unlabelled = helper.columns([helper.accessor("name", { header: "Fruit" }), helper.accessor("price", { header: () => <b>£</b> })]);
    expect(() => render({ columns: unlabelled })).toThrow(/column "price" has no text header/);
  });

  it("renders one column header per column, in order, with scope col", () => {
    const [headerRow, ...rest] = tableSection(render(), "thead");
    expect(rest).toHaveLength(0);
    expect(headerRow.map((cell) => [cell.tag, cell.attrs.scope, cell.text])).toEqual([
      ["th", "col", "Fruit"],
      ["th", "col", "Colour"],
      ["th", "col", "Price"],
    ]);
  });

  it.each([
    ["name", 0],
    ["colour", 1],
    ["price", 2],
  ])("makes the cells of the %s column row headers and the others data cells", (rowHeader, index) => {
    const bodyRows = tableSection(render({ rowHeader }), "tbody");
    expect(bodyRows).toHaveLength(rows.length);
    for (const row of bodyRows) {
      expect(row).toHaveLength(3);
      row.forEach((cell, i) => {
        expect(cell.tag).toBe(i === index ? "th" : "td");
        expect(cell.attrs.scope).toBe(i === index ? "row" : undefined);
      });
    }
  });

  it.each(rows.map((row, i) => [row.name, i, [row.name, row.colour, `£${row.price}`]] as const))(
    "renders the %s row in data order with the column cell renderers",
    (_name, i, expected) => {
      const bodyRow = tableSection(render(), "tbody")[i];
      expect(bodyRow.map((cell) => cell.text)).toEqual(expected);
      expect(bodyRow[1].html).toBe(`<em>${expected[1]}</em>`);
    },
  );

  it("marks the header and cells of numeric columns, and only those", () => {
    const html = render();
    const numeric = "data-table__cell--numeric";
    const [headerRow] = tableSection(html, "thead");
    expect(headerRow.map((cell) => cell.attrs.class)).toEqual([undefined, undefined, numeric]);
    for (const row of tableSection(html, "tbody")) {
      expect(row.map((cell) => cell.attrs.class)).toEqual([undefined, undefined, numeric]);
    }
  });

  it("gives each table its own caption id", () => {
    const html = renderToStaticMarkup(
      <>
        <DataTable caption="First" columns={columns} rows={rows} rowHeader="name" />
        <DataTable caption="Second" columns={columns} rows={rows} rowHeader="name" />
      </>,
    );
    const ids = [...html.matchAll(/<caption[^>]*id="([^"]+)"/g)].map((match) => match[1]);
    const labelledBy = [...html.matchAll(/<table[^>]*aria-labelledby="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(labelledBy).toEqual(ids);
  });

  it("renders a header row and an empty body when there are no rows", () => {
    const html = render({ rows: [] });
    expect(tableSection(html, "thead")[0]).toHaveLength(3);
    expect(tableSection(html, "tbody")).toEqual([]);
  });
});
