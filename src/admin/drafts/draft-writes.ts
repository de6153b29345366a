/**
 * A draft's writes, in order: its photos' files first (photos/draft-photos.ts, IndexedDB, asynchronous), then the
 * draft that names them (drafts.ts, localStorage), so a draft never names a photo not yet kept. A save or a discard
 * forgets the draft: a write queued before it is dropped.
 */
import type { ContentName } from "../../content/names.ts";
import { keepDraftPhotos } from "../photos/draft-photos.ts";
import { NO_PHOTO_CHANGE, type PhotoChange } from "../photos/photo-changes.ts";
import { discardDraft, draftKey, keepDraft, type DraftPhotos, type DraftStore } from "./drafts.ts";

/** The photo changes a draft names, by path (their files are kept apart). */
export const draftPhotos = (photos: PhotoChange): DraftPhotos => ({ add: photos.add.map((photo) => photo.path), remove: photos.remove });

/** What a draft holds besides its photos: the values, and the file's text and version they were made on. */
interface DraftValues {
  values: unknown;
  baseText: string;
  baseVersion: string;
}

export interface DraftWriter {
  /** The photos whose files are kept already (a draft's, just restored): keeping them again writes no file. */
  photosKept(photos: PhotoChange): void;
  /** Keeps the draft: the photos' files if they changed, then the values and which photos they add and remove. */
  keep(draft: DraftValues, pending: PhotoChange): void;
  /** Forgets the draft and its photos' files. */
  forget(): void;
}

/** The writes of one file's draft, queued in order. */
export function draftWriter(store: DraftStore, name: ContentName): DraftWriter {
  /** `generation` moves on at a save or a discard: a write queued before it is dropped. */
  const state = { queue: Promise.resolve(), generation: 0, photosKept: NO_PHOTO_CHANGE };
  return {
    photosKept(photos) {
      state.photosKept = photos;
    },
    keep(draft, pending) {
      const generation = state.generation;
      // The photos it names are kept already: the values go at once, so a reload right after typing finds them
      // (behind a photo write, the first use of IndexedDB can take a loaded phone a second).
      if (pending === state.photosKept) {
        keepDraft(store, name, { ...draft, photos: draftPhotos(pending) });
        return;
      }
      state.queue = state.queue.then(async () => {
        if (generation !== state.generation) return;
        if (pending !== state.photosKept) {
          await keepDraftPhotos(draftKey(store, name), pending.add);
          state.photosKept = pending;
        }
        if (generation === state.generation) keepDraft(store, name, { ...draft, photos: draftPhotos(pending) });
      });
    },
    forget() {
      state.generation += 1;
      state.photosKept = NO_PHOTO_CHANGE;
      discardDraft(store, name);
      state.queue = state.queue.then(async () => {
        await keepDraftPhotos(draftKey(store, name), []);
      });
    },
  };
}
