/**
 * The content files as the editor has them in this session: the text it last read of each (Decap hands a
 * format only the values on save, so the save writes them onto this text: apply-edits.ts) and the text
 * it last saved. Small and loaded with the editor's start: the formats need it before any file is open.
 */
import type { ContentName } from "../content/names.ts";
import { applyEdits } from "./apply-edits.ts";

const read = new Map<ContentName, string>();
const saved = new Map<ContentName, string>();

/** The editor has read a file: its edits are written onto this text. */
export function fileRead(name: ContentName, text: string): void {
  read.set(name, text);
  saved.delete(name);
}

/** The text of a file as the editor last read it, if it has read it. */
export const textRead = (name: ContentName): string | undefined => read.get(name);

/** The text of a file as it now stands in this session (saved, else read), if the editor has read it. */
export const textNow = (name: ContentName): string | undefined => saved.get(name) ?? read.get(name);

/**
 * The text a save of `values` writes: the values set onto the file as last read. Decap saves only a file
 * it has opened, which it reads (the format's fromFile) first.
 */
export function textToSave(name: ContentName, values: unknown): string {
  const text = read.get(name);
  if (text === undefined) throw new Error(`site editor: content/${name}.yaml is saved before it was read`);
  const written = applyEdits(text, values);
  saved.set(name, written);
  return written;
}
