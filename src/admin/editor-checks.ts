/**
 * The content check, in the editor, on what a save would write: the edited file's text (the values
 * written onto the file as read, exactly as the save will write it) together with every other file as
 * the editor last read or saved it (or, for a file not opened yet, as it was when the editor was
 * built). It is `npm run check:content`'s own code (src/content/check-texts.ts): the schemas, each code
 * once, the rules across files and the hand-off placeholders, with the same messages.
 *
 * Loaded with the preview (preview-renderer.tsx), when a file is first opened, or by the save's check:
 * never before the editor has shown its sign-in and its list of files.
 */
import baseline from "virtual:editor/baseline";
import { checkContentTexts, type CheckedContent } from "../content/check-texts.ts";
import { CONTENT_NAMES, contentFilePath, type ContentName } from "../content/names.ts";
import { formatProblems } from "../content/problem.ts";
import { applyEdits } from "./apply-edits.ts";
import { textNow, textRead } from "./editor-files.ts";

/** Every file as it stands, with `name` as `values` would save it. */
export function checkEdit(name: ContentName, values: unknown): CheckedContent {
  const texts = Object.fromEntries(CONTENT_NAMES.map((other) => [other, textNow(other) ?? baseline.texts[other]]));
  texts[name] = applyEdits(textRead(name) ?? baseline.texts[name], values);
  return checkContentTexts({ texts, schemas: baseline.schemas, displayPath: contentFilePath });
}

/** The check's words for what stops a save of `values` into `name`, or undefined when nothing does. */
export function saveRefusal(name: ContentName, values: unknown): string | undefined {
  const { problems } = checkEdit(name, values);
  return problems.length > 0 ? formatProblems(problems) : undefined;
}
