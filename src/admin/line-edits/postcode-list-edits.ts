/**
 * The service area's edits on the covered postcodes' list (content/serviced-postcodes.csv), line by line: a postcode
 * added goes in at its place in the list's order, a postcode or a whole district removed takes its lines out, and
 * every other line stays as it was, so a save changes only the lines added or removed. A postcode is taken as the
 * owner types it (any case, with or without the space) and written in the site's normal form
 * (src/lib/normalise-postcode.ts); the list's own rules (src/content/postcode-list-rules.ts) judge the whole list
 * before a save.
 */
import { normalisePostcode } from "../../lib/normalise-postcode.ts";
import { comparePostcodes } from "../../content/postcode-list-rules.ts";
import { SERVICE_AREA_TITLE } from "../editor-settings.ts";

/** The list's lines, and the line break it uses (kept as the file has it). */
function linesOf(text: string): { lines: string[]; eol: string } {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  return { lines: text.split(/\r?\n/), eol };
}

/** The line that heads the list: the first one with anything on it. */
const headerIndex = (lines: readonly string[]) => lines.findIndex((line) => line.trim() !== "");

/** Each line's postcode in the normal form, by its index (undefined for the heading, a blank line or a line that is no postcode). */
function postcodeLines(lines: readonly string[]): (string | undefined)[] {
  const header = headerIndex(lines);
  return lines.map((line, index) => (index > header ? (normalisePostcode(line.trim()) ?? undefined) : undefined));
}

/** The covered postcodes, in the normal form, in the list's order. */
export const coveredPostcodes = (text: string): string[] => postcodeLines(linesOf(text).lines).filter((postcode) => postcode !== undefined);

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
  const { lines, eol } = linesOf(text);
  const postcodes = postcodeLines(lines);
  if (postcodes.includes(postcode)) return { problem: `${postcode} is already covered.` };
  const after = postcodes.findIndex((listed) => listed !== undefined && comparePostcodes(listed, postcode) > 0);
  // Otherwise after the last line with anything on it (the heading, when the list is empty).
  const lastWritten = lines.findLastIndex((line) => line.trim() !== "");
  const at = after >= 0 ? after : lastWritten + 1;
  const added = [...lines.slice(0, at), postcode, ...lines.slice(at)];
  // A list that didn't end its last line now ends it before the new last one.
  if (at === lines.length) added.push("");
  return { text: added.join(eol), postcode };
}

/** The list without the lines of these postcodes. */
export function removePostcodes(text: string, remove: ReadonlySet<string>): string {
  const { lines, eol } = linesOf(text);
  const postcodes = postcodeLines(lines);
  return lines.filter((_, index) => !remove.has(postcodes[index] ?? "")).join(eol);
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
