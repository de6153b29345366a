/**
 * A change of the content's history as the owner reads it in Recent changes: what it did, when and by whom, never a
 * path, a key or a sha. A save's own commit message already says what changed in the owner's words (a file's title,
 * then the change: describe-change.ts); any other commit is named by the titles of the files it changed. When is
 * when-in-words.ts's.
 */
import type { ContentChange } from "../backends/backend.ts";
import { fileTitle } from "../file-titles.ts";
import { EDITED_FILES, type EditedFile } from "../../content/names.ts";
import { listInWords } from "../../lib/format.ts";

/** What a put back's commit message starts with, before the summary of what it changed. */
export const PUT_BACK = "Put back: ";

/** Whether a commit's first line is the editor's own (a file's title, then what changed), a put back's or a save's. */
export function isEditorSummary(line: string): boolean {
  const summary = line.startsWith(PUT_BACK) ? line.slice(PUT_BACK.length) : line;
  return EDITED_FILES.some((name) => summary.startsWith(`${fileTitle(name)}: `));
}

/** What a change did, in one line: the editor's own summary, or the files it changed by their titles. */
export function changeSummary(change: ContentChange, files: readonly EditedFile[] | undefined = change.files): string {
  const [first] = change.message.split("\n");
  if (isEditorSummary(first.trim())) return first.trim();
  if (files && files.length > 0) return `Changed ${listInWords([...new Set(files)].map(fileTitle))}`;
  return "A change to the site's content";
}
