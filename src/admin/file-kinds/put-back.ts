/**
 * Put back (docs/editing-content.md, "See what changed, and put it back") of a YAML content file: a change undone as
 * a NEW change on the file as it is today, never by rewriting history. A three-way merge: base = the file after that
 * change, ours = the file now, theirs = the file before it. Where a line (a value on it) was changed again since,
 * today's stays, and is named to the owner; everything else that change altered goes back as it was. The covered
 * postcodes' list is put back by its own kind (postcode-list-file.ts).
 */
import { parse } from "yaml";
import type { ContentName } from "../../content/names.ts";
import { schemaFile } from "../../content/schema-texts.ts";
import type { FileVersion } from "../backends/backend.ts";
import { itemForItem, merge3, mergeLines, pieces } from "../line-edits/merge-lines.ts";
import { fileFields, type SchemaFiles } from "../schema/schema-fields.ts";
import { everyChange, inWords } from "./describe-change.ts";
import type { FileTexts, PutBackFile } from "./file-kind.ts";
import { valueChanges } from "./value-changes.ts";

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
function keptInWords(fields: Parameters<typeof valueChanges>[0], restored: unknown, kept: unknown): string[] {
  return valueChanges(fields, restored, kept).map((change) => {
    const where = change.trail.join(", ");
    if (change.kind !== "changed") return `${where}: “${change.entry}”`;
    const now = inWords(change.field, change.after);
    return now === undefined ? `${where}, as reworded since` : `${where} kept at ${now}`;
  });
}

/**
 * The put back of one content file's change onto its text now; undefined when that change added or removed the whole
 * file (nothing to merge with: an edited file is always there). `allContent` names the codes (history/change-names.ts).
 */
export function putBackYaml(name: ContentName, changed: FileTexts, now: FileVersion, schemas: SchemaFiles, allContent?: unknown): PutBackFile | undefined {
  if (changed.before === undefined || changed.after === undefined) return undefined;
  const [nowLines, afterLines, beforeLines] = [now.text, changed.after, changed.before].map((text) => text.split("\n"));
  const text = putBackLines(nowLines, afterLines, beforeLines).join("\n");
  // The same change undone with nothing kept (the older lines win every clash): what differs from it was kept.
  const whole = mergeLines(nowLines, afterLines, beforeLines).join("\n");
  const [today, merged, undone] = [values(now.text), values(text), values(whole)];
  if (today === undefined || merged === undefined || undone === undefined) return { name, now, text, restored: [], kept: [] };
  const fields = fileFields(schemaFile(name), merged, schemas, allContent);
  return { name, now, text, restored: everyChange({ fields, before: today, after: merged }), kept: keptInWords(fields, undone, merged) };
}
