/**
 * The photo files a save adds and removes beside the YAML, in one commit. The form reports each change as
 * it happens; the pending set is what the save sends. A photo added and then removed again before saving
 * is never uploaded.
 */

/** Photos a save adds and removes with the file, in the same commit. Paths are `content/photos/<file>`. */
export interface PhotoChange {
  add: { path: string; bytes: Blob }[];
  remove: string[];
}

export const NO_PHOTO_CHANGE: PhotoChange = { add: [], remove: [] };

/** The pending change with one more on top. */
export function mergePhotoChanges(pending: PhotoChange, change: PhotoChange): PhotoChange {
  const added = new Set(pending.add.map((photo) => photo.path));
  const removedNew = change.remove.filter((path) => !added.has(path));
  const dropped = new Set(change.remove.filter((path) => added.has(path)));
  const adding = new Set(change.add.map((photo) => photo.path));
  return {
    add: [...pending.add.filter((photo) => !dropped.has(photo.path) && !adding.has(photo.path)), ...change.add],
    // A file removed and then added again (the same photo, chosen again) stays.
    remove: [...new Set([...pending.remove, ...removedNew])].filter((path) => !adding.has(path)),
  };
}
