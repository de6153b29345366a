/**
 * The one reading of the covered postcodes' list (content/serviced-postcodes.csv, published at booking.yaml's
 * postcode › csvPath), shared by visitors' check (src/features/postcode/postcode-list.ts), the list's check
 * (src/content/postcode-list-rules.ts) and the editor's Service area (src/admin/line-edits/postcode-list-edits.ts),
 * so a line means the same postcode to all three (issue 66). The brief's rule (docs/decisions.md 6): whatever the
 * layout, every cell is an entry, blank cells are ignored, and the very first entry is the heading. A spreadsheet's
 * way of saving (a byte-order mark, CRLF, quoted cells, a trailing separator, a blank line) changes none of that.
 */
import Papa from "papaparse";

const LINE_BREAKS = /\r\n?/g;
/**
 * The brief's file is comma-separated; semicolons and tabs are guessed too because that is what a spreadsheet saves in
 * some settings, and every cell is an entry whatever separates them.
 */
const DELIMITERS = [",", ";", "\t"];
/** A quoted cell with spaces outside its quotes (`IG1 3TY, "IG2 6AB"`), which CSV keeps as written. */
const SPACED_QUOTES = /^"(.*)"$/s;
const BYTE_ORDER_MARK = "\ufeff";

/** The cells of the list, row by row, as PapaParse reads them. */
export function csvRows(csvText: string): string[][] {
  // One kind of line break, so a file edited on two systems can't leave a break inside a cell; no byte-order mark.
  const text = csvText.replace(LINE_BREAKS, "\n");
  return Papa.parse<string[]>(text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text, { delimitersToGuess: DELIMITERS, newline: "\n" }).data;
}

/** A cell as an entry: trimmed and unquoted; "" for a blank cell. */
function entryValue(cell: string): string {
  const value = cell.trim();
  return value.startsWith('"') ? value.replace(SPACED_QUOTES, "$1").trim() : value;
}

/** One entry of the list and the line it is on (counted from 1, as an editor counts them). */
export interface ListEntry {
  line: number;
  value: string;
}

/** The lists read last, by their text, at most LISTS_KEPT: the site editor reads one list several times per change. */
const lastRead = new Map<string, readonly ListEntry[]>();
const LISTS_KEPT = 4;

/**
 * Every entry of the list in order, each at its line; the first is the heading. A list read lately is given as read
 * then (the same entries, to read only): the service area's Add reads its list for the postcodes there, their lines,
 * the list's check and what changed, each a parse (four, with the delimiter guessed), and a phone paid for each.
 */
export function listEntries(csvText: string): readonly ListEntry[] {
  const known = lastRead.get(csvText);
  if (known) return known;
  const entries = readEntries(csvText);
  lastRead.set(csvText, entries);
  if (lastRead.size > LISTS_KEPT) lastRead.delete(lastRead.keys().next().value!);
  return entries;
}

function readEntries(csvText: string): ListEntry[] {
  const entries: ListEntry[] = [];
  let line = 1;
  for (const row of csvRows(csvText)) {
    for (const cell of row) {
      const value = entryValue(cell);
      if (value !== "") entries.push({ line, value });
    }
    // A quoted cell may hold a line break: the next row starts that many lines further down.
    line += 1 + row.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);
  }
  return entries;
}

/** Entries of the rows in order, the heading left out, until `test` says true (visitors' check, which builds nothing up front). */
export function someEntry(rows: readonly (readonly string[])[], test: (value: string) => boolean): boolean {
  let headingDropped = false;
  for (const row of rows) {
    for (const cell of row) {
      const value = entryValue(cell);
      if (value === "") continue;
      if (!headingDropped) {
        headingDropped = true;
        continue;
      }
      if (test(value)) return true;
    }
  }
  return false;
}
