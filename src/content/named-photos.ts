/**
 * Which photos the content names, and where, with the rule every named photo's file must meet first: that it
 * exists in content/photos. Pure (no files read): the build's photo check (scripts/build/images/content-photos.ts)
 * and the editor's check before a save (src/admin/photos/photo-checks.ts) both read it, so they say the same thing.
 */
import type { LoadedContent } from "./content-types.ts";
import type { ContentName } from "./names.ts";
import { GALLERY_WIDTHS, HERO_WIDTHS, shownBannerPhoto } from "../lib/photos.ts";

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

/** The problem with a named photo whose file isn't there. */
export const missingPhotoMessage = (photo: string) =>
  `Expected the photo file ${photo} in the content folder, but there is no such file. Check the name's spelling (capital letters count) or add the photo.`;
