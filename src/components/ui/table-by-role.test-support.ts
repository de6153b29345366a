/** Reads a rendered table back the way assistive technology sees it, for the unit tests of DataTable and its builders. */
import { screen, within } from "@testing-library/react";

/** One cell of a body row: a row header names its row; a data cell holds a value. */
interface CellByRole {
  role: "rowheader" | "cell";
  text: string;
  element: HTMLElement;
}

/** The words of an element that assistive technology reads: its text without what is aria-hidden (a mark for the eye). */
function readText(element: Element): string {
  const read = element.cloneNode(true) as Element;
  read.querySelectorAll("[aria-hidden='true']").forEach((hidden) => hidden.remove());
  return (read.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The cells of a row in order, each with the role it is exposed with (a cell with neither role fails the test). */
function cellsOf(row: HTMLElement): CellByRole[] {
  const rowHeaders = within(row).queryAllByRole("rowheader");
  const dataCells = within(row).queryAllByRole("cell");
  return [...row.children].map((element) => {
    const role = rowHeaders.includes(element as HTMLElement) ? "rowheader" : dataCells.includes(element as HTMLElement) ? "cell" : undefined;
    if (!role) throw new Error(`A child of a row is neither a row header nor a cell: ${element.outerHTML}`);
    return { role, text: readText(element), element: element as HTMLElement };
  });
}

/** The table named `name` (its caption, through aria-labelledby): its column headers and its body rows as cells. */
export function tableNamed(name: string) {
  const table = screen.getByRole("table", { name });
  const [head, body, ...more] = within(table).getAllByRole("rowgroup");
  if (!head || !body || more.length > 0) throw new Error("A table has a head and a body, and nothing else.");
  const headerRows = within(head).getAllByRole("row");
  return {
    table,
    headerRows,
    columnHeaders: within(headerRows[0]).getAllByRole("columnheader"),
    rows: within(body).queryAllByRole("row").map(cellsOf),
  };
}

/** The text of each column header. */
export const texts = (elements: readonly HTMLElement[]) => elements.map((element) => element.textContent);
