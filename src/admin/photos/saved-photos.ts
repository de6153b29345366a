/**
 * The photos a save sent, kept in this browser (IndexedDB, beside the drafts' photos: draft-photos.ts) until the site
 * is built with them, so the editor's preview still draws them after the save and after a reload: the site makes its
 * own copies only when it is built, a few minutes later online, at the next `npm run edit` locally. One record per
 * place the editor saves to (a repository, or this computer).
 */
import { keepDraftPhotos, readDraftPhotos } from "./draft-photos.ts";
import type { PhotoChange } from "./photo-changes.ts";

type PhotoFile = { path: string; bytes: Blob };

const savedKey = (where: string) => `editor-saved-photos:${where}`;

const files = (kept: Iterable<[string, Blob]>): PhotoFile[] => [...kept].map(([path, bytes]) => ({ path, bytes }));

/**
 * The photos saved from this browser that the site isn't built with yet (`isBuilt`: whether the build made one,
 * content/photos/<file>); those it is built with now are forgotten.
 */
export async function savedPhotos(where: string, isBuilt: (path: string) => boolean): Promise<PhotoFile[]> {
  const kept = await readDraftPhotos(savedKey(where));
  const unbuilt = files(kept).filter(({ path }) => !isBuilt(path));
  if (unbuilt.length < kept.size) await keepDraftPhotos(savedKey(where), unbuilt);
  return unbuilt;
}

/** After a save: the photos it added are kept until the site is built with them; those it removed are forgotten. */
export async function keepSavedPhotos(where: string, sent: PhotoChange, isBuilt: (path: string) => boolean): Promise<void> {
  if (sent.add.length === 0 && sent.remove.length === 0) return;
  const kept = await readDraftPhotos(savedKey(where));
  for (const path of sent.remove) kept.delete(path);
  for (const { path, bytes } of sent.add) kept.set(path, bytes);
  await keepDraftPhotos(
    savedKey(where),
    files(kept).filter(({ path }) => !isBuilt(path)),
  );
}
