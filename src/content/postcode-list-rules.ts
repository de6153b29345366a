/**
 * The covered postcodes (content/serviced-postcodes.csv, issue 57), checked with the site's own postcode rules
 * (src/lib/normalise-postcode.ts): a header line, then one postcode a line, each written in the normal form the
 * visitors' check compares in ("IG1 3TY"), once, and in order of district, then sector, then the rest (CM1 before
 * CM2 before CM14, each district's sectors 1 before 2). Each problem is placed at its line, in plain English.
 * Visitors' check stays lenient (every cell is an entry, features/postcode/postcode-list.ts); this is what keeps
 * the owner's list tidy. Browser-safe, so the editor can check the list as it is edited.
 */
import Papa from "papaparse";
import { normalisePostcode } from "../lib/normalise-postcode.ts";

/** One thing wrong with the list, at its line (counted from 1). */
export interface PostcodeListProblem {
  line: number;
  message: string;
}

/** Where a postcode sits in the list's order: area letters, district number and letter, sector, unit. */
function postcodeOrder(postcode: string): [string, number, string, number, string] {
  const [outward, inward] = postcode.split(" ");
  const [, area = "", district = "0", letter = ""] = /^([A-Z]+)(\d+)([A-Z]?)$/.exec(outward) ?? [];
  return [area, Number(district), letter, Number(inward[0]), inward.slice(1)];
}

/** Negative when `a` comes before `b` in the list's order. */
export function comparePostcodes(a: string, b: string): number {
  const [x, y] = [postcodeOrder(a), postcodeOrder(b)];
  for (let i = 0; i < x.length; i++) {
    if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  }
  return 0;
}

/** The list's lines as cells, one row a line: line breaks made one kind first, so row n is line n. */
const linesOf = (text: string) => Papa.parse<string[]>(text.replace(/\r\n?/g, "\n"), { delimiter: ",", newline: "\n" }).data;

/** Everything wrong with the list, line by line, in the order of the lines. */
export function checkPostcodeList(text: string): PostcodeListProblem[] {
  const problems: PostcodeListProblem[] = [];
  const seen = new Map<string, number>();
  let previous: { postcode: string; line: number } | undefined;
  let header = false;
  linesOf(text).forEach((cells, index) => {
    const line = index + 1;
    const values = cells.map((cell) => cell.trim()).filter((cell) => cell !== "");
    if (values.length === 0) return;
    if (!header) {
      header = true;
      return;
    }
    if (values.length > 1) {
      problems.push({ line, message: `Line ${line} holds ${values.length} entries (${values.join(", ")}): put one postcode on each line.` });
      return;
    }
    const [written] = values;
    const postcode = normalisePostcode(written);
    if (postcode === null) {
      problems.push({ line, message: `Line ${line}: '${written}' is not a UK postcode: correct it, or remove the line.` });
      return;
    }
    if (postcode !== written) problems.push({ line, message: `Line ${line}: '${written}' should be written '${postcode}'.` });
    const first = seen.get(postcode);
    if (first !== undefined) {
      problems.push({ line, message: `Line ${line}: '${postcode}' is already on line ${first}: remove one of them.` });
      return;
    }
    seen.set(postcode, line);
    if (previous && comparePostcodes(postcode, previous.postcode) < 0) {
      problems.push({ line, message: `Line ${line}: '${postcode}' should come before '${previous.postcode}' (line ${previous.line}): the list is in order of district, then sector.` });
    }
    previous = { postcode, line };
  });
  if (!header || seen.size === 0) problems.push({ line: 1, message: "Expected a heading line (postcode), then one covered postcode on each line, but the list holds no postcodes." });
  return problems;
}
