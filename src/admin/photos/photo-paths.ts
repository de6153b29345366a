/**
 * Where the editor's photos go, and which names a photo may have: read by both backends before they send, and by
 * the local endpoint (scripts/tools/cms/local-endpoint.ts) before it writes, so the three can't disagree.
 */

/** The photos' folder, from the project's root (content names a photo as photos/<file>). */
export const PHOTO_FOLDER = "content/photos";

/**
 * A photo's file name: a letter or digit first (no dotfiles), then letters, digits, dots, dashes and underscores, and
 * the ending of a photo the build reads (content-photos.ts): JPEG, PNG or WebP. No folders, no `..`.
 */
const PHOTO_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(?:jpe?g|png|webp)$/i;

/** Whether a path is `content/photos/<a photo's name>`, exactly. */
export function isPhotoPath(path: string): boolean {
  const name = path.startsWith(`${PHOTO_FOLDER}/`) ? path.slice(PHOTO_FOLDER.length + 1) : undefined;
  return name !== undefined && PHOTO_NAME.test(name) && !name.includes("..");
}
