/**
 * One content file being edited: the file as read (its text and version), the owner's values, the checks on what
 * a save would write (checks/check-values.ts), and the draft kept in this browser at every change
 * (drafts/draft-writes.ts), so a reload, a lost connection or an expired sign-in loses nothing; a file opens with
 * its draft brought back (drafts/restore-draft.ts), the photos it chose too.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { parse } from "yaml";
import baseline from "virtual:editor/baseline";
import type { ContentName } from "../../content/names.ts";
import type { ContentTexts, FileVersion } from "../backends/backend.ts";
import { checkedText, checkValues, checkValuesInSteps, type Checked } from "../checks/check-values.ts";
import { runStepsInTasks } from "../../lib/steps.ts";
import { contentRevision, subscribeToContent } from "../checks/editor-checks.ts";
import { draftWriter } from "../drafts/draft-writes.ts";
import type { DraftStore } from "../drafts/drafts.ts";
import { NO_PATHS, restoreDraft, type Origin } from "../drafts/restore-draft.ts";
import { rebaseEdits } from "../conflicts/rebase-edits.ts";
import { readAhead, valuesOf } from "../line-edits/apply-edits.ts";
import { NO_PHOTO_CHANGE, type PhotoChange } from "../photos/photo-changes.ts";
import { keepSavedPhotos } from "../photos/saved-photos.ts";
import { isBuilt } from "../preview/preview-photos.ts";
import { whenIdle } from "../../lib/after-paint.ts";
import { afterPress } from "./after-press.ts";
import { SETTLE_MS } from "./typing-pause.ts";

/** No other file saved with this one. */
const NO_OTHERS: Partial<ContentTexts> = {};

/** `others`: the other files the same save writes (package-change/), checked with this one. */
export function useEditedFile(name: ContentName, store: DraftStore, others: Partial<ContentTexts> = NO_OTHERS) {
  const [file, setFile] = useState<FileVersion>();
  const [values, setValues] = useState<unknown>();
  const [origin, setOrigin] = useState<Origin>({ kind: "read" });
  const [photos, setPhotos] = useState<PhotoChange>(NO_PHOTO_CHANGE);
  /** The photo files there are: the build's list until the backend has listed them (knowPhotos). */
  const [existing, setExisting] = useState<ReadonlySet<string>>(() => new Set(baseline.photos));
  const [lost, setLost] = useState<ReadonlySet<string>>(NO_PATHS);
  const [checked, setChecked] = useState<Checked>();
  const edited = useRef(false);
  /** What `checked` was made from: the pause after opening a file doesn't check the same values again. */
  const checkedFrom = useRef<{
    file: FileVersion;
    values: unknown;
    photos: PhotoChange;
    existing: ReadonlySet<string>;
    lost: ReadonlySet<string>;
    others: Partial<ContentTexts>;
  }>(undefined);
  /** The draft's writes, in order (drafts/draft-writes.ts). */
  const writer = useMemo(() => draftWriter(store, name), [store, name]);
  const { keep, forget } = writer;

  /** Shows the file as read, with a draft of this browser's on top if there is one, and the photos it chose. */
  const open = useCallback(
    async (read: FileVersion) => {
      const restored = await restoreDraft(store, name, read);
      writer.photosKept(restored.pending);
      edited.current = restored.origin.kind !== "read";
      setOrigin(restored.origin);
      setFile(read);
      setValues(restored.values);
      setPhotos(restored.pending);
      setLost(restored.lost);
      const state = { existing, pending: restored.pending, lost: restored.lost };
      // The file as read is its own text: nothing to write onto it.
      setChecked(restored.origin.kind === "read" ? checkedText(name, read.text, state, others) : checkValues(name, read, restored.values, state, others));
      checkedFrom.current = { file: read, values: restored.values, photos: restored.pending, existing, lost: restored.lost, others };
    },
    [existing, name, others, store, writer],
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

  // The file read ahead of the first key, while the owner reads it: that key's check then writes onto it with no parse.
  useEffect(() => (file ? whenIdle(() => readAhead(file.text)) : undefined), [file]);

  /** Checks the values after a pause in typing, and keeps them (and the photos chosen) as the draft. */
  useEffect(() => {
    if (!file || values === undefined) return;
    const from = checkedFrom.current;
    if (from?.file === file && from.values === values && from.photos === photos && from.existing === existing && from.lost === lost && from.others === others)
      return;
    let held = false;
    let stopped = false;
    let callOff: () => void = () => undefined;
    const timer = window.setTimeout(async () => {
      // A step a task (the write-back's, then the checks): a tap meanwhile is answered between two of them.
      const checked = await runStepsInTasks(checkValuesInSteps(name, file, values, { existing, pending: photos, lost }, others), () => stopped);
      if (!checked.done) return;
      const verdict = checked.value;
      checkedFrom.current = { file, values, photos, existing, lost, others };
      if (edited.current) keep({ values, baseText: file.text, baseVersion: file.version }, photos);
      // Shown once no press is under way: its messages move Save (after-press.ts).
      held = true;
      callOff = afterPress(() => {
        held = false;
        // Drawn a part at a time (the form's fields, the page, the lists of problems follow it), so a tap meanwhile is
        // answered at the next paint.
        startTransition(() => setChecked(verdict));
      });
    }, SETTLE_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      if (!held) return;
      // A verdict called off before it showed: the same values are checked again.
      callOff();
      checkedFrom.current = undefined;
    };
  }, [file, values, photos, existing, lost, name, keep, content, others]);

  /**
   * The photo files the backend says there are now (content/photos/<file>). The same files as known keep the same set:
   * the values, checked as the file opened, aren't checked again for nothing.
   */
  const knowPhotos = useCallback(
    (listed: readonly string[]) => setExisting((known) => (listed.length === known.size && listed.every((path) => known.has(path)) ? known : new Set(listed))),
    [],
  );

  /**
   * The file as just saved: the new version, no draft, no pending photos. The photos it sent are kept in this browser
   * until the site is built with them, for the preview to draw (photos/saved-photos.ts): kept before the draft that
   * held them goes, and before the save says "Saved", so a reload at once still finds them.
   */
  const saved = useCallback(
    async (text: string, version: string, photosNow: readonly string[], sent: PhotoChange) => {
      await keepSavedPhotos(store.where, sent, isBuilt).catch((error: unknown) =>
        console.info("site editor: the saved photos not kept for the preview:", error),
      );
      forget();
      edited.current = false;
      const next = { text, version };
      setFile(next);
      setPhotos(NO_PHOTO_CHANGE);
      setLost(NO_PATHS);
      setExisting(new Set(photosNow));
      setOrigin({ kind: "read" });
      setValues(valuesOf(text));
    },
    [forget, store.where],
  );

  /** Drops the owner's changes: the file as last read. */
  const discard = useCallback(() => {
    forget();
    edited.current = false;
    if (file) setValues(valuesOf(file.text));
    setPhotos(NO_PHOTO_CHANGE);
    setLost(NO_PATHS);
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
