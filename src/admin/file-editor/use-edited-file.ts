/**
 * One content file being edited: the file as read (its text and version), the owner's values, the checks on what
 * a save would write, and the draft kept in this browser at every change, so a reload, a lost connection or an
 * expired sign-in loses nothing. A draft made on an older version of the file is applied onto the newer one.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { parse } from "yaml";
import type { ContentName } from "../../content/names.ts";
import type { CheckedContent } from "../../content/check-with-validators.ts";
import { applyEdits } from "../apply-edits.ts";
import type { FileVersion, PhotoChange } from "../backends/backend.ts";
import { checkFile } from "../editor-checks.ts";
import { discardDraft, keepDraft, readDraft, type DraftStore } from "../form/drafts.ts";
import { rebaseEdits } from "../form/rebase-edits.ts";
import { NO_PHOTO_CHANGE } from "../photos/photo-changes.ts";

/** A typing pause before the values are checked and drawn again. */
const SETTLE_MS = 150;

/** What the checks found in the text a save would write. */
export interface Checked extends CheckedContent {
  text: string;
}

/** How the values on screen came to be, when not simply as read. */
export type Origin = { kind: "read" } | { kind: "draft"; savedAt: string } | { kind: "rebased"; clashes: string[]; because: "draft" | "conflict" };

export function checkValues(name: ContentName, file: FileVersion, values: unknown): Checked {
  const text = applyEdits(file.text, values);
  return { text, ...checkFile(name, text) };
}

export function useEditedFile(name: ContentName, store: DraftStore) {
  const [file, setFile] = useState<FileVersion>();
  const [values, setValues] = useState<unknown>();
  const [origin, setOrigin] = useState<Origin>({ kind: "read" });
  const [photos, setPhotos] = useState<PhotoChange>(NO_PHOTO_CHANGE);
  const [checked, setChecked] = useState<Checked>();
  const edited = useRef(false);
  /** The file and values `checked` was made from: the pause after opening a file doesn't check the same values again. */
  const checkedFrom = useRef<{ file: FileVersion; values: unknown }>(undefined);

  /** Shows the file as read, with a draft of this browser's on top if there is one. */
  const open = useCallback(
    (read: FileVersion) => {
      const draft = readDraft(store, name);
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
        keepDraft(store, name, { values: shown, baseText: read.text, baseVersion: read.version });
      }
      edited.current = Boolean(draft);
      setFile(read);
      setValues(shown);
      // The file as read is its own text: nothing to write onto it.
      setChecked(shown === readValues ? { text: read.text, ...checkFile(name, read.text) } : checkValues(name, read, shown));
      checkedFrom.current = { file: read, values: shown };
    },
    [name, store],
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

  /** Checks the values after a pause in typing, and keeps them as the draft. */
  useEffect(() => {
    if (!file || values === undefined) return;
    if (checkedFrom.current?.file === file && checkedFrom.current.values === values) return;
    const timer = window.setTimeout(() => {
      setChecked(checkValues(name, file, values));
      checkedFrom.current = { file, values };
      if (edited.current) keepDraft(store, name, { values, baseText: file.text, baseVersion: file.version });
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [file, values, name, store]);

  /** The file as just saved: the new version, no draft, no pending photos. */
  const saved = useCallback(
    (text: string, version: string) => {
      discardDraft(store, name);
      edited.current = false;
      const next = { text, version };
      setFile(next);
      setPhotos(NO_PHOTO_CHANGE);
      setOrigin({ kind: "read" });
      setValues(parse(text) ?? {});
    },
    [name, store],
  );

  /** Drops the owner's changes: the file as last read. */
  const discard = useCallback(() => {
    discardDraft(store, name);
    edited.current = false;
    if (file) setValues(parse(file.text) ?? {});
    setPhotos(NO_PHOTO_CHANGE);
    setOrigin({ kind: "read" });
  }, [file, name, store]);

  return { file, values, origin, photos, checked, open, change, setPhotos, rebaseOnto, saved, discard, isEdited: () => edited.current };
}
