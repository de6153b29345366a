/**
 * The content check, in the editor, on what a save would write: the edited file's text (the values written onto
 * the file as read, exactly as the save will write it) together with every other file as the editor was built.
 * It is `npm run check:content`'s own code (src/content/check-with-validators.ts): the schemas, each code once,
 * the rules across files and the go-live list, with the same messages, run with the validators the build
 * compiled (the page's policy allows no code made at run time, and the browser carries no compiler).
 *
 * Loaded with the file editor, never before the owner has the sign-in and the list of files.
 */
import baseline from "virtual:editor/baseline";
import validators from "virtual:editor/validators";
import { checkContentTextsWith, type CheckedContent, type ContentTexts, type FileCheckMemo } from "../content/check-with-validators.ts";
import { contentFilePath, type ContentName } from "../content/names.ts";

/** The files' own checks, kept: only the edited file's changes from one check to the next. */
const memo: FileCheckMemo = new Map();

const checkTexts = (texts: ContentTexts["texts"]): CheckedContent =>
  checkContentTextsWith({ texts, schemas: baseline.schemas, displayPath: contentFilePath, validators, memo });

/** Every file as built, with `name` as `text`. */
export function checkFile(name: ContentName, text: string): CheckedContent {
  return checkTexts({ ...baseline.texts, [name]: text });
}

/**
 * Checks the content as built, once, while the owner looks at the list (start.ts, at idle): every file's own check
 * is then kept, and the check's code warmed up, so opening a file checks only what differs from the build.
 */
export function prepareChecks(): void {
  checkTexts(baseline.texts);
}
