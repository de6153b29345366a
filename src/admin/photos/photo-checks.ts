/**
 * The editor's checks on the photos a save names and removes, beside the content check (editor-checks.ts):
 *
 * - every photo the edited file names is a file there is (in the repository at its head, or in the folder locally)
 *   or one the same save adds; else the save would break the site, as `npm run check:content` says in the build
 *   (the same rule and message: src/content/named-photos.ts). A photo chosen before a reload whose file this browser
 *   lost is said so, in those words.
 * - a photo's file is removed only when no content file names it any more.
 */
import { parse } from "yaml";
import { placeProblem } from "../../content/check-with-validators.ts";
import type { LoadedContent } from "../../content/content-types.ts";
import { contentPhotos, missingPhotoMessage } from "../../content/named-photos.ts";
import { contentFilePath, type ContentName } from "../../content/names.ts";
import type { ContentProblem } from "../../content/problem.ts";
import { namesPhoto } from "./photo-values.ts";
import { photoFilePath } from "./photo-names.ts";

/** What the editor knows of the photo files, each as content/photos/<file>. */
export interface PhotoFacts {
  /** There now: at the head (online) or in the folder (locally); the build's list until the backend has said. */
  existing: ReadonlySet<string>;
  /** Added by the save. */
  adding: ReadonlySet<string>;
  /** Chosen before a reload, but their files didn't come back from this browser's storage. */
  lost: ReadonlySet<string>;
}

export const lostPhotoMessage = (photo: string) =>
  `The photo you chose for this, ${photo.replace(/^photos\//, "")}, didn't come back after the page was reloaded: this browser no longer has it. Choose the photo again, or remove it.`;

/** Whether the file `name` names any photo the site shows (the listing of the photos there are is then asked for). */
export const namesAnyPhoto = (name: ContentName, content: LoadedContent) => contentPhotos(content).some((photo) => photo.name === name);

/** A problem at each photo of `name` that is neither there nor added by the save. */
export function missingPhotoProblems(name: ContentName, text: string, content: LoadedContent, facts: PhotoFacts): ContentProblem[] {
  return contentPhotos(content)
    .filter((photo) => photo.name === name)
    .filter((photo) => !facts.existing.has(photoFilePath(photo.photo)) && !facts.adding.has(photoFilePath(photo.photo)))
    .map((photo) =>
      placeProblem(
        contentFilePath(name),
        text,
        photo.fieldPath,
        facts.lost.has(photoFilePath(photo.photo)) ? lostPhotoMessage(photo.photo) : missingPhotoMessage(photo.photo),
      ),
    );
}

/** A text's values, or nothing where it doesn't parse (it names no photo then, as far as can be told). */
function valuesOf(text: string): unknown {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The photo files of `remove` (content/photos/<file>) that no content file names once the save is made: `texts` are
 * every content file's text, the saved one's as saved. Only these are removed; another file's photo stays.
 */
export function photosNamedNowhere(remove: readonly string[], texts: readonly string[]): string[] {
  const values = texts.map(valuesOf);
  return remove.filter((path) => !values.some((value) => namesPhoto(value, path.replace(/^content\//, ""))));
}
