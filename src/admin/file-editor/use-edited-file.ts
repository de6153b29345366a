/**
 * One content file being edited: the file as read (its text and version), the owner's values, the checks on what
 * a save would write, and the draft kept in this browser at every change, so a reload, a lost connection or an
 * expired sign-in loses nothing. A draft made on an older version of the file is applied onto the newer one.
 * The photos chosen are kept with the draft, as files (draft-photos.ts), and come back with it; one whose file
 * this browser lost is said so at its field, and the photo checks (photo-checks.ts) refuse a save naming it.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { parse } from "yaml";
import baseline from "virtual:editor/baseline";
import type { ContentName } from "../../content/names.ts";
import type { CheckedContent } from "../../content/check-with-validators.ts";
import { applyEdits } from "../changes/apply-edits.ts";
import type { FileVersion } from "../backends/backend.ts";
import type { PhotoChange } from "../photos/photo-changes.ts";
import { checkFile, contentRevision, subscribeToContent } from "../checks/editor-checks.ts";
import { discardDraft, draftKey, keepDraft, readDraft, type DraftPhotos, type DraftStore } from "../drafts/drafts.ts";
import { keepDraftPhotos, readDraftPhotos } from "../photos/draft-photos.ts";
import { missingPhotoProblems, type PhotoFacts } from "../photos/photo-checks.ts";
import { rebaseEdits } from "../conflicts/rebase-edits.ts";
import { NO_PHOTO_CHANGE } from "../photos/photo-changes.ts";

/** A typing pause before the values are checked and drawn again. */
const SETTLE_MS = 150;

/** What the checks found in the text a save would write. */
export interface Checked extends CheckedContent {
  text: string;
}

/** How the values on screen came to be, when not simply as read. */
export type Origin = { kind: "read" } | { kind: "draft"; savedAt: string } | { kind: "rebased"; clashes: string[]; because: "draft" | "conflict" };

/** What a check needs to know of the photo files: those there are, those the save adds, those lost on a reload. */
export interface PhotoState {
  existing: ReadonlySet<string>;
  pending: PhotoChange;
  lost: ReadonlySet<string>;
}

/** The content check on the text a save would write, and the photo checks on the photos it names. */
export function checkValues(name: ContentName, file: FileVersion, values: unknown, photos: PhotoState): Checked {
  const text = applyEdits(file.text, values);
  return checkedText(name, text, photos);
}

function checkedText(name: ContentName, text: string, photos: PhotoState): Checked {
  const checked = checkFile(name, text);
  const facts: PhotoFacts = { existing: photos.existing, adding: new Set(photos.pending.add.map((photo) => photo.path)), lost: photos.lost };
  return { text, ...checked, problems: [...checked.problems, ...missingPhotoProblems(name, text, checked.content, facts)] };
}

const NONE: ReadonlySet<string> = new Set();

/** A draft's photos brought back: the files this browser still has, and the paths of those it lost. */
async function restorePhotos(key: string, kept: DraftPhotos | undefined): Promise<{ pending: PhotoChange; lost: ReadonlySet<string> }> {
  if (!kept || (kept.add.length === 0 && kept.remove.length === 0)) return { pending: NO_PHOTO_CHANGE, lost: NONE };
  const files = kept.add.length > 0 ? await readDraftPhotos(key) : new Map<string, Blob>();
  return {
    pending: { add: kept.add.flatMap((path) => (files.has(path) ? [{ path, bytes: files.get(path)! }] : [])), remove: kept.remove },
    lost: new Set(kept.add.filter((path) => !files.has(path))),
  };
}

const draftPhotos = (photos: PhotoChange): DraftPhotos => ({ add: photos.add.map((photo) => photo.path), remove: photos.remove });

export function useEditedFile(name: ContentName, store: DraftStore) {
  const [file, setFile] = useState<FileVersion>();
  const [values, setValues] = useState<unknown>();
  const [origin, setOrigin] = useState<Origin>({ kind: "read" });
  const [photos, setPhotos] = useState<PhotoChange>(NO_PHOTO_CHANGE);
  /** The photo files there are: the build's list until the backend has listed them (knowPhotos). */
  const [existing, setExisting] = useState<ReadonlySet<string>>(() => new Set(baseline.photos));
  const [lost, setLost] = useState<ReadonlySet<string>>(NONE);
  const [checked, setChecked] = useState<Checked>();
  const edited = useRef(false);
  /** What `checked` was made from: the pause after opening a file doesn't check the same values again. */
  const checkedFrom = useRef<{ file: FileVersion; values: unknown; photos: PhotoChange; existing: ReadonlySet<string>; lost: ReadonlySet<string> }>(undefined);
  /**
   * The draft's writes, in order: its photos' files first (IndexedDB, asynchronous), then the draft that names them
   * (localStorage), so a draft never names a photo not yet kept. `generation` moves on at a save or a discard: a
   * write queued before it is dropped.
   */
  const keeping = useRef({ queue: Promise.resolve(), generation: 0, photosKept: NO_PHOTO_CHANGE });

  /** Keeps the draft: the photos' files if they changed, then the values and which photos they add and remove. */
  const keep = useCallback(
    (draft: { values: unknown; baseText: string; baseVersion: string }, pending: PhotoChange) => {
      const state = keeping.current;
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
    [name, store],
  );

  /** Forgets the draft and its photos' files. */
  const forget = useCallback(() => {
    const state = keeping.current;
    state.generation += 1;
    state.photosKept = NO_PHOTO_CHANGE;
    discardDraft(store, name);
    state.queue = state.queue.then(async () => {
      await keepDraftPhotos(draftKey(store, name), []);
    });
  }, [name, store]);

  /** Shows the file as read, with a draft of this browser's on top if there is one, and the photos it chose. */
  const open = useCallback(
    async (read: FileVersion) => {
      const draft = readDraft(store, name);
      const restored = await restorePhotos(draftKey(store, name), draft?.photos);
      keeping.current.photosKept = restored.pending;
      const readValues = parse(read.text) ?? {};
      let shown: unknown = readValues;
      if (!draft) {
        setOrigin({ kind: "read" });
      } else if (draft.baseVersion === read.version) {
        shown = draft.values;
        setOrigin({ kind: "draft", savedAt: draft.savedAt });
      } else {
        const rebased = rebaseEdits(parse(draft.baseText) ?? {}, draft.values, readValues);
        shown = rebased.values;
        setOrigin({ kind: "rebased", clashes: rebased.clashes, because: "draft" });
        // The draft now rests on the version read.
        keepDraft(store, name, { values: shown, baseText: read.text, baseVersion: read.version, photos: draftPhotos(restored.pending) });
      }
      edited.current = Boolean(draft);
      setFile(read);
      setValues(shown);
      setPhotos(restored.pending);
      setLost(restored.lost);
      const state = { existing, pending: restored.pending, lost: restored.lost };
      // The file as read is its own text: nothing to write onto it.
      setChecked(shown === readValues ? checkedText(name, read.text, state) : checkValues(name, read, shown, state));
      checkedFrom.current = { file: read, values: shown, photos: restored.pending, existing, lost: restored.lost };
    },
    [existing, name, store],
  );

  /** The owner's changes, applied onto a newer version of the file (after a conflict). */
  const rebaseOnto = useCallback(
    (newer: FileVersion) => {
      if (!file) return;
      const rebased = rebaseEdits(parse(file.text) ?? {}, values, parse(newer.text) ?? {});
      setFile(newer);
      setValues(rebased.values);
      setOrigin({ kind: "rebased", clashes: rebased.clashes, because: "conflict" });
    },
    [file, values],
  );

  const change = useCallback((next: unknown) => {
    edited.current = true;
    setValues(next);
  }, []);

  /** The other files, read again where the editor saves (editor-checks.ts): the values are checked again with them. */
  const content = useSyncExternalStore(subscribeToContent, contentRevision);
  useEffect(() => {
    checkedFrom.current = undefined;
  }, [content]);

  /** Checks the values after a pause in typing, and keeps them (and the photos chosen) as the draft. */
  useEffect(() => {
    if (!file || values === undefined) return;
    const from = checkedFrom.current;
    if (from?.file === file && from.values === values && from.photos === photos && from.existing === existing && from.lost === lost) return;
    const timer = window.setTimeout(() => {
      setChecked(checkValues(name, file, values, { existing, pending: photos, lost }));
      checkedFrom.current = { file, values, photos, existing, lost };
      if (edited.current) keep({ values, baseText: file.text, baseVersion: file.version }, photos);
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [file, values, photos, existing, lost, name, keep, content]);

  /** The photo files the backend says there are now (content/photos/<file>). */
  const knowPhotos = useCallback((listed: readonly string[]) => setExisting(new Set(listed)), []);

  /** The file as just saved: the new version, no draft, no pending photos. */
  const saved = useCallback(
    (text: string, version: string, photosNow: readonly string[]) => {
      forget();
      edited.current = false;
      const next = { text, version };
      setFile(next);
      setPhotos(NO_PHOTO_CHANGE);
      setLost(NONE);
      setExisting(new Set(photosNow));
      setOrigin({ kind: "read" });
      setValues(parse(text) ?? {});
    },
    [forget],
  );

  /** Drops the owner's changes: the file as last read. */
  const discard = useCallback(() => {
    forget();
    edited.current = false;
    if (file) setValues(parse(file.text) ?? {});
    setPhotos(NO_PHOTO_CHANGE);
    setLost(NONE);
    setOrigin({ kind: "read" });
  }, [file, forget]);

  return {
    file,
    values,
    origin,
    photos,
    existing,
    lost,
    checked,
    open,
    change,
    setPhotos,
    knowPhotos,
    rebaseOnto,
    saved,
    discard,
    isEdited: () => edited.current,
  };
}
