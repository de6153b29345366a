/**
 * The covered postcodes (content/serviced-postcodes.csv, issue 57), checked with the site's own postcode rules
 * (src/lib/normalise-postcode.ts): a heading line, then one postcode a line, each written in the normal form the
 * visitors' check compares in ("IG1 3TY"), once, and in order of district, then sector, then the rest (CM1 before
 * CM2 before CM14, each district's sectors 1 before 2). Each problem is placed at its line, in plain English.
 * The list is read as visitors' check and the editor read it (src/lib/postcode-list-reader.ts: every cell an entry,
 * the first the heading), so every entry a visitor's check would use is one the owner sees or is told about: a
 * heading that is itself a postcode (visitors would never find it), or a line of several entries, is a problem at its
 * line. Browser-safe, so the editor can check the list as it is edited.
 */
import { normalisePostcode } from "../lib/normalise-postcode.ts";
import { listEntries, type ListEntry } from "../lib/postcode-list-reader.ts";

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

/** The entries after the heading, by line, in the order of the lines. */
function entriesByLine(entries: readonly ListEntry[]): Map<number, string[]> {
  const byLine = new Map<number, string[]>();
  for (const { line, value } of entries) byLine.set(line, [...(byLine.get(line) ?? []), value]);
  return byLine;
}

/** Everything wrong with the list, line by line, in the order of the lines. */
export function checkPostcodeList(text: string): PostcodeListProblem[] {
  const problems: PostcodeListProblem[] = [];
  const seen = new Map<string, number>();
  let previous: { postcode: string; line: number } | undefined;
  const [heading, ...entries] = listEntries(text);
  if (heading && normalisePostcode(heading.value) !== null) {
    problems.push({
      line: heading.line,
      message: `Line ${heading.line}: '${heading.value}' is where the list's heading (postcode) goes, so visitors' check never sees it: add the heading line above it.`,
    });
  }
  for (const [line, values] of entriesByLine(entries)) {
    if (line === heading?.line) {
      problems.push({ line, message: `Line ${line} holds the heading and ${values.join(", ")}: put the heading alone on the first line, and one postcode on each line after it.` });
      continue;
    }
    if (values.length > 1) {
      problems.push({ line, message: `Line ${line} holds ${values.length} entries (${values.join(", ")}): put one postcode on each line.` });
      continue;
    }
    const [written] = values;
    const postcode = normalisePostcode(written);
    if (postcode === null) {
      problems.push({ line, message: `Line ${line}: '${written}' is not a UK postcode: correct it, or remove the line.` });
      continue;
    }
    if (postcode !== written) problems.push({ line, message: `Line ${line}: '${written}' should be written '${postcode}'.` });
    const first = seen.get(postcode);
    if (first !== undefined) {
      problems.push({ line, message: `Line ${line}: '${postcode}' is already on line ${first}: remove one of them.` });
      continue;
    }
    seen.set(postcode, line);
    if (previous && comparePostcodes(postcode, previous.postcode) < 0) {
      problems.push({ line, message: `Line ${line}: '${postcode}' should come before '${previous.postcode}' (line ${previous.line}): the list is in order of district, then sector.` });
    }
    previous = { postcode, line };
  }
  if (!heading || seen.size === 0)
    problems.push({ line: 1, message: "Expected a heading line (postcode), then one covered postcode on each line, but the list holds no postcodes." });
  return problems;
}
