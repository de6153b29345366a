/**
 * The photos the editor's preview draws. The site's pages take each photo as the build made it (`virtual:photos`,
 * scripts/build/images/); a photo the owner has just chosen, or saved before the site was built with it, isn't there
 * yet. In the editor's bundle `virtual:photos` is a live binding onto this store instead
 * (scripts/build/admin/live-content-plugin.ts): the build's photos, plus this browser's copy of each new one (the
 * prepared JPEG, its metadata gone: photos/prepare-photo.ts) drawn from an object address (`blob:`), so the page shows
 * it at once and stays tappable.
 */
import built from "virtual:photos";
import { PHOTO_FOLDER } from "../photos/photo-paths.ts";
import { PHOTO_LARGEST_WIDTH, type BuiltPhoto } from "../../lib/photos.ts";

type Photos = Readonly<Record<string, BuiltPhoto>>;
type Listener = (photos: Photos) => void;

const listeners: Listener[] = [];
let photos: Photos = built;
/** Changes each time a photo is added, for the preview to draw the page again. */
let revision = 0;

/** Content's name of a photo file (photos/<file>) from its path (content/photos/<file>). */
const contentName = (path: string) => path.slice("content/".length);

/** Whether the build made this photo (content/photos/<file>): the site has it, and no copy of this browser's is needed. */
export const isBuilt = (path: string): boolean => Object.hasOwn(built, contentName(path));

/** Calls `listener` now and on every change (the editor's `virtual:photos` keeps its binding up to date this way). */
export function watchPhotos(listener: Listener): void {
  listeners.push(listener);
  listener(photos);
}

/**
 * Draws these photo files (content/photos/<file>) from this browser's copies wherever the page shows them, from now
 * on. A photo drawn already, or made by the build, is left as it is. Synchronous, so a page drawn with the new name
 * right after finds it. Its size is the widest the editor prepares (3:4) until the photo loads: the `<img>`'s width
 * and height only hold its place until then (the banner covers its box; a gallery photo takes its own shape once
 * loaded).
 */
export function showPhotoFiles(files: readonly { path: string; bytes: Blob }[]): void {
  const fresh = files.filter(({ path }) => path.startsWith(`${PHOTO_FOLDER}/`) && !Object.hasOwn(photos, contentName(path)));
  if (fresh.length === 0) return;
  const drawn = fresh.map(({ path, bytes }): [string, BuiltPhoto] => {
    const url = URL.createObjectURL(bytes);
    return [contentName(path), { width: PHOTO_LARGEST_WIDTH, height: (PHOTO_LARGEST_WIDTH * 3) / 4, sources: [], srcSet: url, src: url }];
  });
  photos = { ...photos, ...Object.fromEntries(drawn) };
  revision += 1;
  for (const listener of listeners) listener(photos);
}

/** For useSyncExternalStore: the preview draws the page again when a photo is added. */
export const photosRevision = (): number => revision;
export function subscribeToPhotos(onChange: () => void): () => void {
  const listener = () => onChange();
  listeners.push(listener);
  return () => void listeners.splice(listeners.indexOf(listener), 1);
}
