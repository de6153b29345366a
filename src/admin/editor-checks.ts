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
import { checkContentTextsWith, type CheckedContent } from "../content/check-with-validators.ts";
import { contentFilePath, type ContentName } from "../content/names.ts";

/** Every file as built, with `name` as `text`. */
export function checkFile(name: ContentName, text: string): CheckedContent {
  return checkContentTextsWith({ texts: { ...baseline.texts, [name]: text }, schemas: baseline.schemas, displayPath: contentFilePath, validators });
}
