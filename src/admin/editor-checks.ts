/**
 * The content check, in the editor, on what a save would write: the edited file's text (the values
 * written onto the file as read, exactly as the save will write it) together with every other file as
 * the editor last read or saved it (or, for a file not opened yet, as it was when the editor was
 * built). It is `npm run check:content`'s own code (src/content/check-texts.ts): the schemas, each code
 * once, the rules across files and the hand-off placeholders, with the same messages.
 */
import baseline from "virtual:editor/baseline";
import { checkContentTexts, type CheckedContent } from "../content/check-texts.ts";
import { CONTENT_NAMES, contentFilePath, type ContentName } from "../content/names.ts";
import { applyEdits } from "./apply-edits.ts";

const read = new Map<ContentName, string>();
const saved = new Map<ContentName, string>();

/** The editor has read a file: its edits are written onto this text. */
export function fileRead(name: ContentName, text: string): void {
  read.set(name, text);
  saved.delete(name);
}

/** The text a save of `values` writes: the values set onto the file as last read. */
export function textToSave(name: ContentName, values: unknown): string {
  const text = applyEdits(read.get(name) ?? baseline.texts[name], values);
  saved.set(name, text);
  return text;
}

const currentText = (name: ContentName) => saved.get(name) ?? read.get(name) ?? baseline.texts[name];

/** Every file as it stands, with `name` as `values` would save it. */
export function checkEdit(name: ContentName, values: unknown): CheckedContent {
  const texts = Object.fromEntries(CONTENT_NAMES.map((other) => [other, currentText(other)]));
  texts[name] = applyEdits(read.get(name) ?? baseline.texts[name], values);
  return checkContentTexts({ texts, schemas: baseline.schemas, displayPath: contentFilePath });
}
