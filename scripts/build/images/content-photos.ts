/**
 * Every photo content names, where it names it, and the rules for its file (issue 22): the file
 * exists in content/photos, is a photo the build can read (JPEG, PNG or WebP: an iPhone's HEIC is
 * refused with how to save it as JPEG), is no larger than content's limit and no narrower than the
 * largest size the site shows it at. Run by `npm run check:content` and the build, after the schema
 * and cross-file checks, with each problem at its line.
 */
import fs from "node:fs";
import path from "node:path";
import type { ContentFolders } from "../../../src/content/node/load-content.ts";
import type { LoadedContent } from "../../../src/content/content-types.ts";
import { placeProblem } from "../../../src/content/check-texts.ts";
import type { ContentName } from "../../../src/content/names.ts";
import type { ContentProblem } from "../../../src/content/problem.ts";
import { GALLERY_WIDTHS, HERO_WIDTHS, PHOTO_MIN_WIDTH, shownBannerPhoto } from "../../../src/lib/photos.ts";
import { PhotoError, photoFacts } from "./process-photo.ts";

/** One photo named in content: which file names it and where, the file, and how it is shown. */
export interface ContentPhoto {
  name: ContentName;
  fieldPath: (string | number)[];
  /** As content names it: photos/<file>. */
  photo: string;
  /** The widths (px) the build makes it at, for where it is shown. */
  widths: readonly number[];
  /** The largest file accepted (bytes). */
  maxBytes: number;
}

const MEGABYTE = 1024 * 1024;

/** The photos the content shows, in file order: the banner's (when it shows a photo), then the gallery's. */
export function contentPhotos(content: LoadedContent): ContentPhoto[] {
  const gallery = content.gallery;
  const home = content.home;
  if (!gallery) return [];
  const maxBytes = gallery.maxPhotoMegabytes * MEGABYTE;
  const shown = (name: ContentName, fieldPath: (string | number)[], photo: string, widths: readonly number[]): ContentPhoto => ({
    name,
    fieldPath,
    photo,
    widths,
    maxBytes,
  });
  const heroPhoto = home && shownBannerPhoto(home.hero);
  return [
    ...(heroPhoto ? [shown("home", ["hero", "photo", "photo"], heroPhoto.photo, HERO_WIDTHS)] : []),
    ...gallery.items.flatMap((item, index) => [
      ...(item.before ? [shown("gallery", ["items", index, "before", "photo"], item.before.photo, GALLERY_WIDTHS)] : []),
      shown("gallery", ["items", index, "photo"], item.photo, GALLERY_WIDTHS),
    ]),
  ];
}

/** Where content's photos/<file> is: in the content folder. */
export const photoFile = (contentDir: string, photo: string) => path.join(contentDir, photo);

const megabytes = (bytes: number) => `${(bytes / MEGABYTE).toFixed(1)} MB`;

/** What is wrong with one photo's file, in a sentence, or nothing. */
async function photoProblem(contentDir: string, photo: ContentPhoto): Promise<string | undefined> {
  const file = photoFile(contentDir, photo.photo);
  if (!fs.existsSync(file))
    return `Expected the photo file ${photo.photo} in the content folder, but there is no such file. Check the name's spelling (capital letters count) or add the photo.`;
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
