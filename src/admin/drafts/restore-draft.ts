/**
 * A draft brought back as a file opens: the values it holds over the file as read, and the photos it chose, from
 * this browser (photos/draft-photos.ts). A draft made on an older version of the file is applied onto the newer one
 * (conflicts/rebase-edits.ts, as after a conflict), and from then on rests on it. A photo whose file this browser
 * lost is named, for its field and the photo checks to say so.
 */
import { parse } from "yaml";
import type { ContentName } from "../../content/names.ts";
import type { FileVersion } from "../backends/backend.ts";
import { rebaseEdits } from "../conflicts/rebase-edits.ts";
import { valuesOf } from "../line-edits/apply-edits.ts";
import { readDraftPhotos } from "../photos/draft-photos.ts";
import { NO_PHOTO_CHANGE, type PhotoChange } from "../photos/photo-changes.ts";
import { draftPhotos } from "./draft-writes.ts";
import { draftKey, keepDraft, readDraft, type DraftPhotos, type DraftStore } from "./drafts.ts";

/** How the values on screen came to be, when not simply as read. */
export type Origin = { kind: "read" } | { kind: "draft"; savedAt: string } | { kind: "rebased"; clashes: string[]; because: "draft" | "conflict" };

export const NO_PATHS: ReadonlySet<string> = new Set();

/** A draft's photos brought back: the files this browser still has, and the paths of those it lost. */
async function restorePhotos(key: string, kept: DraftPhotos | undefined): Promise<{ pending: PhotoChange; lost: ReadonlySet<string> }> {
  if (!kept || (kept.add.length === 0 && kept.remove.length === 0)) return { pending: NO_PHOTO_CHANGE, lost: NO_PATHS };
  const files = kept.add.length > 0 ? await readDraftPhotos(key) : new Map<string, Blob>();
  return {
    pending: { add: kept.add.flatMap((path) => (files.has(path) ? [{ path, bytes: files.get(path)! }] : [])), remove: kept.remove },
    lost: new Set(kept.add.filter((path) => !files.has(path))),
  };
}

/** What a file opens with: the values (the file's own as read, when `origin` is "read"), and the photos chosen. */
export interface Restored {
  values: unknown;
  origin: Origin;
  pending: PhotoChange;
  lost: ReadonlySet<string>;
}

/** The file as read, with this browser's draft of it on top if there is one, and the photos that draft chose. */
export async function restoreDraft(store: DraftStore, name: ContentName, read: FileVersion): Promise<Restored> {
  const draft = readDraft(store, name);
  const photos = await restorePhotos(draftKey(store, name), draft?.photos);
  const readValues = valuesOf(read.text);
  if (!draft) return { values: readValues, origin: { kind: "read" }, ...photos };
  if (draft.baseVersion === read.version) return { values: draft.values, origin: { kind: "draft", savedAt: draft.savedAt }, ...photos };
  const rebased = rebaseEdits(parse(draft.baseText) ?? {}, draft.values, readValues);
  // The draft now rests on the version read.
  keepDraft(store, name, { values: rebased.values, baseText: read.text, baseVersion: read.version, photos: draftPhotos(photos.pending) });
  return { values: rebased.values, origin: { kind: "rebased", clashes: rebased.clashes, because: "draft" }, ...photos };
}
