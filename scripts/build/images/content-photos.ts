/**
 * Every photo content names, where it names it, and the rules for its file (issue 22): the file
 * exists in content/photos, is a photo the build can read (JPEG, PNG or WebP: an iPhone's HEIC is
 * refused with how to save it as JPEG), is no larger than content's limit and no narrower than the
 * largest size the site shows it at. Run by `npm run check:content` and the build, after the schema
 * and cross-file checks, with each problem at its line. Which photos content names is src/content/named-photos.ts's,
 * which the editor's check before a save reads too.
 */
import fs from "node:fs";
import path from "node:path";
import type { ContentFolders } from "../../../src/content/node/load-content.ts";
import type { LoadedContent } from "../../../src/content/content-types.ts";
import { placeProblem } from "../../../src/content/check-texts.ts";
import type { ContentProblem } from "../../../src/content/problem.ts";
import { contentPhotos, missingPhotoMessage, type ContentPhoto } from "../../../src/content/named-photos.ts";
import { PHOTO_MIN_WIDTH } from "../../../src/lib/photos.ts";
import { PhotoError, photoFacts } from "./process-photo.ts";

/** Where content's photos/<file> is: in the content folder. */
export const photoFile = (contentDir: string, photo: string) => path.join(contentDir, photo);

const MEGABYTE = 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / MEGABYTE).toFixed(1)} MB`;

/** What is wrong with one photo's file, in a sentence, or nothing. */
async function photoProblem(contentDir: string, photo: ContentPhoto): Promise<string | undefined> {
  const file = photoFile(contentDir, photo.photo);
  if (!fs.existsSync(file)) return missingPhotoMessage(photo.photo);
  try {
    const facts = await photoFacts(file);
    if (facts.bytes > photo.maxBytes) {
      return `Expected a photo of at most ${megabytes(photo.maxBytes)} (maxPhotoMegabytes), but ${photo.photo} is ${megabytes(facts.bytes)}. Save a smaller copy (most phones' "share" or "export" offers a smaller size).`;
    }
    if (facts.width < PHOTO_MIN_WIDTH) {
      return `Expected a photo at least ${PHOTO_MIN_WIDTH} pixels wide (the largest size the site shows it at), but ${photo.photo} is ${facts.width} pixels wide: it would look blurred. Use the photo as the phone took it, not a thumbnail or a screenshot.`;
    }
    return undefined;
  } catch (error) {
    if (error instanceof PhotoError) return error.message;
    throw error;
  }
}

/** Every problem with the photos' files, each placed at the line that names the photo. */
export async function checkContentPhotos(content: LoadedContent, folders: Pick<ContentFolders, "contentDir" | "rootDir">): Promise<ContentProblem[]> {
  const photos = contentPhotos(content);
  const found = await Promise.all(photos.map((photo) => photoProblem(folders.contentDir, photo)));
  return photos.flatMap((photo, index) => {
    const message = found[index];
    if (!message) return [];
    const file = path.join(folders.contentDir, `${photo.name}.yaml`);
    const displayPath = path.relative(folders.rootDir, file).split(path.sep).join("/");
    return [placeProblem(displayPath, fs.readFileSync(file, "utf8"), photo.fieldPath, message)];
  });
}
