/**
 * Put back (docs/editing-content.md, "See what changed, and put it back"): a change undone as a NEW change on the file
 * as it is today, never by rewriting history. A three-way merge of each file the change touched: base = the file
 * after that change, ours = the file now, theirs = the file before it. Where a line (a value on it) was changed
 * again since, today's stays, and is named to the owner; everything else that change altered goes back as it was.
 */
import { parse } from "yaml";
import type { ChangedFile, FileVersion } from "../backends/backend.ts";
import { itemForItem, merge3, mergeLines, pieces } from "../line-edits/merge-lines.ts";
import { listChanges } from "../save/list-changes.ts";
import { everyChange, inWords } from "../save/describe-change.ts";
import { fileFields, type SchemaFiles } from "../schema/schema-fields.ts";
import { schemaFile } from "../../content/schema-texts.ts";
import { POSTCODE_LIST_FILE, type EditedFile } from "../../content/names.ts";
import { applyChanges, listChanges as postcodeChanges, postcodeChangesInWords } from "../line-edits/postcode-list-edits.ts";

/** One file of a put back: the text it would save, on the version read now. */
export interface PutBackFile {
  name: EditedFile;
  now: FileVersion;
  text: string;
  /** What goes back, in the owner's words ("Exterior, Small car, Express £20 → £15"). */
  restored: string[];
  /** What stays as it is today, because it was changed again since ("Exterior, Medium car, Express kept at £21"). */
  kept: string[];
}

/** One line both sides changed: piece by piece, today's piece where both changed the same one. */
function putBackLine(now: string, after: string, before: string): string {
  return merge3(pieces(now), pieces(after), pieces(before), (o, b, t) => itemForItem(o, b, t) ?? o).join("");
}

/** The lines of `now` with the change (before → after) undone, today's lines kept where both changed them. */
function putBackLines(now: readonly string[], after: readonly string[], before: readonly string[]): string[] {
  return merge3(now, after, before, (o, b, t) =>
    o.length === b.length && b.length === t.length ? o.map((line, index) => putBackLine(line, b[index], t[index])) : o,
  );
}

const values = (text: string): unknown => {
  try {
    return parse(text) ?? {};
  } catch {
    return undefined;
  }
};

/** A value kept, where it is and what it is now. */
function keptInWords(fields: Parameters<typeof listChanges>[0], restored: unknown, kept: unknown): string[] {
  return listChanges(fields, restored, kept).map((change) => {
    const where = change.trail.join(", ");
    if (change.kind !== "changed") return `${where}: “${change.entry}”`;
    const now = inWords(change.field, change.after);
    return now === undefined ? `${where}, as reworded since` : `${where} kept at ${now}`;
  });
}

/**
 * The put back of a change to the covered postcodes: the postcodes it added taken out and those it removed added
 * again, each in its place in the list's order (postcode-list-edits.ts), whatever else changed around them since. A
 * list is a set of postcodes, so nothing clashes: one added by that change and removed since is simply not there.
 */
function putBackPostcodes(changed: { before: string; after: string }, now: FileVersion): PutBackFile {
  const { added, removed } = postcodeChanges(changed.before, changed.after);
  const text = applyChanges(now.text, { added: removed, removed: added });
  return { name: POSTCODE_LIST_FILE, now, text, restored: postcodeChangesInWords(postcodeChanges(now.text, text)), kept: [] };
}

/**
 * The put back of one file's change onto its text now; undefined when that change added or removed the whole file
 * (nothing to merge with: an edited file is always there). `allContent` names the codes (change-names.ts).
 */
export function putBackFile(changed: ChangedFile, now: FileVersion, schemas: SchemaFiles, allContent?: unknown): PutBackFile | undefined {
  if (changed.before === undefined || changed.after === undefined) return undefined;
  if (changed.name === POSTCODE_LIST_FILE) return putBackPostcodes({ before: changed.before, after: changed.after }, now);
  const [nowLines, afterLines, beforeLines] = [now.text, changed.after, changed.before].map((text) => text.split("\n"));
  const text = putBackLines(nowLines, afterLines, beforeLines).join("\n");
  // The same change undone with nothing kept (the older lines win every clash): what differs from it was kept.
  const whole = mergeLines(nowLines, afterLines, beforeLines).join("\n");
  const [today, merged, undone] = [values(now.text), values(text), values(whole)];
  if (today === undefined || merged === undefined || undone === undefined) return { name: changed.name, now, text, restored: [], kept: [] };
  const fields = fileFields(schemaFile(changed.name), merged, schemas, allContent);
  return {
    name: changed.name,
    now,
    text,
    restored: everyChange({ fields, before: today, after: merged }),
    kept: keptInWords(fields, undone, merged),
  };
}
