/**
 * The checks on what a save would write: the form's values written onto the file as read (line-edits/apply-edits.ts,
 * as the save writes them, so a problem's line and column are where they will be), the content check on that text
 * (editor-checks.ts), and the photo checks on the photos it names (photos/photo-checks.ts).
 */
import type { ContentName } from "../../content/names.ts";
import type { CheckedContent } from "../../content/check-with-validators.ts";
import type { ContentTexts, FileVersion } from "../backends/backend.ts";
import { applyEditsInSteps } from "../line-edits/apply-edits.ts";
import { runSteps, type Steps } from "../../lib/steps.ts";
import type { PhotoChange } from "../photos/photo-changes.ts";
import { missingPhotoProblems, type PhotoFacts } from "../photos/photo-checks.ts";
import { checkFile } from "./editor-checks.ts";

/** What the checks found in the text a save would write. */
export interface Checked extends CheckedContent {
  text: string;
}

/** What a check needs to know of the photo files: those there are, those the save adds, those lost on a reload. */
export interface PhotoState {
  existing: ReadonlySet<string>;
  pending: PhotoChange;
  lost: ReadonlySet<string>;
}

/**
 * The content check on the text a save would write, with the other files it writes too (`others`: package-change/), and
 * the photo checks on the photos it names.
 */
export function checkValues(name: ContentName, file: FileVersion, values: unknown, photos: PhotoState, others?: Partial<ContentTexts>): Checked {
  return runSteps(checkValuesInSteps(name, file, values, photos, others));
}

/** checkValues in steps (src/lib/steps.ts): the write-back's own, then the checks. */
export function* checkValuesInSteps(name: ContentName, file: FileVersion, values: unknown, photos: PhotoState, others?: Partial<ContentTexts>): Steps<Checked> {
  const text = yield* applyEditsInSteps(file.text, values);
  yield;
  return checkedText(name, text, photos, others);
}

/** The same checks on a text as it is (a file as read: nothing to write onto it). */
export function checkedText(name: ContentName, text: string, photos: PhotoState, others?: Partial<ContentTexts>): Checked {
  const checked = checkFile(name, text, others);
  const facts: PhotoFacts = { existing: photos.existing, adding: new Set(photos.pending.add.map((photo) => photo.path)), lost: photos.lost };
  return { text, ...checked, problems: [...checked.problems, ...missingPhotoProblems(name, text, checked.content, facts)] };
}
