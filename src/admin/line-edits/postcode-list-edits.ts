/**
 * The service area's edits on the covered postcodes' list (content/serviced-postcodes.csv), line by line: a postcode
 * added goes in at its place in the list's order, a postcode or a whole district removed takes its lines out, and
 * every other line stays as it was, so a save changes only the lines added or removed. A postcode is taken as the
 * owner types it (any case, with or without the space) and written in the site's normal form
 * (src/lib/normalise-postcode.ts); the list's own rules (src/content/postcode-list-rules.ts) judge the whole list
 * before a save.
 */
import { normalisePostcode } from "../../lib/normalise-postcode.ts";
import { listEntries, type ListEntry } from "../../lib/postcode-list-reader.ts";
import { comparePostcodes } from "../../content/postcode-list-rules.ts";
import { SERVICE_AREA_TITLE } from "../editor-settings.ts";

/** The list's lines as the file has them, and the line break it uses (kept). Split as the reader counts lines. */
function linesOf(text: string): { lines: string[]; eol: string } {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  return { lines: text.split(/\r\n?|\n/), eol };
}

/**
 * The list as visitors' check reads it (src/lib/postcode-list-reader.ts): the heading's line (its index, -1 for none)
 * and the entries after the heading by the index of their line, as written.
 */
function entriesByLine(text: string): { heading: { index: number; value: string } | undefined; byLine: Map<number, string[]> } {
  const [heading, ...entries] = listEntries(text);
  const byLine = new Map<number, string[]>();
  for (const { line, value } of entries) byLine.set(line - 1, [...(byLine.get(line - 1) ?? []), value]);
  return { heading: heading && { index: heading.line - 1, value: heading.value }, byLine };
}

/** The covered postcodes of each list read lately (listEntries keeps their entries): worked out once a list. */
const covered = new WeakMap<readonly ListEntry[], readonly string[]>();

/**
 * The covered postcodes, in the normal form, in the list's order: every entry visitors' check would find, so a line a
 * spreadsheet saved as `CM1 1NQ,` or `"CM1 1NQ"` is listed (and removable) as CM1 1NQ.
 */
export function coveredPostcodes(text: string): readonly string[] {
  const entries = listEntries(text);
  let postcodes = covered.get(entries);
  if (!postcodes) {
    postcodes = entries
      .slice(1)
      .map(({ value }) => normalisePostcode(value))
      .filter((postcode) => postcode !== null);
    covered.set(entries, postcodes);
  }
  return postcodes;
}

/** A postcode's district: its outward code ("IG1" of "IG1 3TY"). */
const districtOf = (postcode: string) => postcode.split(" ")[0];

export interface District {
  district: string;
  postcodes: string[];
}

/** The postcodes by district, each district where its first postcode is in the list. */
export function districtsOf(postcodes: readonly string[]): District[] {
  const byDistrict = new Map<string, string[]>();
  for (const postcode of postcodes) {
    const district = districtOf(postcode);
    byDistrict.set(district, [...(byDistrict.get(district) ?? []), postcode]);
  }
  return [...byDistrict].map(([district, inIt]) => ({ district, postcodes: inIt }));
}

/** Letters and digits only, in capitals: how a typed search and a postcode compare. */
const compact = (text: string) => text.replace(/\s+/g, "").toUpperCase();

/** The postcodes that start as `typed` does, however it is written ("ig13", "IG1 3", "ig1 3ty"); none for nothing typed. */
export function findPostcodes(postcodes: readonly string[], typed: string): string[] {
  const wanted = compact(typed);
  return wanted === "" ? [] : postcodes.filter((postcode) => compact(postcode).startsWith(wanted));
}

/** An edit's outcome: the list's new text and the postcode in the normal form, or why it can't be made, in plain words. */
export type AddOutcome = { text: string; postcode: string } | { problem: string };

/** The list with the postcode the owner typed added at its place in the list's order, or why not. */
export function addPostcode(text: string, typed: string): AddOutcome {
  if (typed.trim() === "") return { problem: "Type the postcode to add first." };
  const postcode = normalisePostcode(typed);
  if (postcode === null) return { problem: `"${typed.trim()}" isn't a UK postcode: check it and type it again.` };
  if (coveredPostcodes(text).includes(postcode)) return { problem: `${postcode} is already covered.` };
  const { lines, eol } = linesOf(text);
  const { heading, byLine } = entriesByLine(text);
  // Before the first line (after the heading's) whose first postcode comes after this one.
  const firstOf = (index: number) => (byLine.get(index) ?? []).map((value) => normalisePostcode(value)).find((found) => found !== null);
  const after = lines.findIndex((_, index) => {
    const first = index > (heading?.index ?? -1) ? firstOf(index) : undefined;
    return first !== undefined && comparePostcodes(first, postcode) > 0;
  });
  // Otherwise after the last line with anything on it (the heading, when the list is empty).
  const lastWritten = lines.findLastIndex((line) => line.trim() !== "");
  const at = after >= 0 ? after : lastWritten + 1;
  const added = [...lines.slice(0, at), postcode, ...lines.slice(at)];
  // A list that didn't end its last line now ends it before the new last one.
  if (at === lines.length) added.push("");
  return { text: added.join(eol), postcode };
}

/**
 * The list without these postcodes: a line holding only removed ones goes; a line that holds others too (which the
 * list's check refuses) keeps them, and the heading.
 */
export function removePostcodes(text: string, remove: ReadonlySet<string>): string {
  const { lines, eol } = linesOf(text);
  const { heading, byLine } = entriesByLine(text);
  return lines
    .flatMap((line, index) => {
      const values = byLine.get(index);
      if (!values) return [line];
      const kept = values.filter((value) => !remove.has(normalisePostcode(value) ?? ""));
      if (kept.length === values.length) return [line];
      const rest = [...(heading?.index === index ? [heading.value] : []), ...kept];
      return rest.length === 0 ? [] : [rest.join(",")];
    })
    .join(eol);
}
/** What changed from one list to another: the postcodes added and removed, each in the list's order. */
export function postcodeChanges(before: string, after: string): { added: string[]; removed: string[] } {
  const [was, now] = [coveredPostcodes(before), coveredPostcodes(after)];
  const [wasSet, nowSet] = [new Set(was), new Set(now)];
  return { added: now.filter((postcode) => !wasSet.has(postcode)), removed: was.filter((postcode) => !nowSet.has(postcode)) };
}

/**
 * The owner's changes (postcodeChanges of their draft) made again on another version of the list (a newer one, after a
 * conflict or when a draft was made on an older one): a postcode already added or removed there is left as it is.
 */
export function applyChanges(text: string, changes: { added: readonly string[]; removed: readonly string[] }): string {
  const added = changes.added.reduce((list, postcode) => {
    const outcome = addPostcode(list, postcode);
    return "text" in outcome ? outcome.text : list;
  }, text);
  return removePostcodes(added, new Set(changes.removed));
}

/** The commit's message for a save: what was added and removed, every postcode named. */
/** Each postcode added or removed, in the owner's words ("IG1 1AA added"): Recent changes and a put back list them. */
export const postcodeChangesInWords = ({ added, removed }: { added: readonly string[]; removed: readonly string[] }): string[] => [
  ...added.map((postcode) => `${postcode} added`),
  ...removed.map((postcode) => `${postcode} removed`),
];

export function changeMessage({ added, removed }: { added: readonly string[]; removed: readonly string[] }): string {
  const parts = [added.length > 0 ? `added ${added.join(", ")}` : "", removed.length > 0 ? `removed ${removed.join(", ")}` : ""].filter(Boolean);
  return `${SERVICE_AREA_TITLE}: ${parts.join("; ")}`;
}
