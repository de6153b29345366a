/**
 * The covered postcodes' list being edited in the service area: read where the editor saves (the local folder, or
 * GitHub), the owner's changes kept as a draft in this browser at each one (drafts/drafts.ts, as every file's are:
 * a reload or an ended sign-in loses nothing), checked by the list's own rules, and saved through the change-set
 * pipeline (change-set/) as one change of the lines added and removed, followed until it is live on the booking
 * page's postcode check. A draft or a save that meets a newer list has the owner's changes made again on it. Online,
 * a sign-in that has ended is renewed from here ("Sign in again"), and the list opens again with the draft on it.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { POSTCODE_LIST_FILE } from "../../content/names.ts";
import { checkPostcodeList } from "../../content/postcode-list-rules.ts";
import type { EditorBackend, FileVersion } from "../backends/backend.ts";
import { failedSave, statusText } from "../change-set/change-status.ts";
import type { Committed } from "../change-set/change-set.ts";
import { useChangeSet } from "../change-set/use-change-set.ts";
import { discardDraft, draftStore, keepDraft, readDraft, type DraftStore } from "../drafts/drafts.ts";
import { SERVICE_AREA, type OpenFileOptions } from "../editor-settings.ts";
import { applyChanges, postcodeChanges } from "../line-edits/postcode-list-edits.ts";

/** The list as it opens: the file as read, with this browser's draft on top (made again on a newer list if it moved on). */
function restore(store: DraftStore, read: FileVersion): { text: string; note?: string } {
  const draft = readDraft(store, SERVICE_AREA);
  if (!draft || typeof draft.values !== "string") return { text: read.text };
  if (draft.baseVersion === read.version) {
    return { text: draft.values, note: `Your unsaved changes from ${new Date(draft.savedAt).toLocaleString("en-GB")} are back. Save them, or discard them.` };
  }
  const text = applyChanges(read.text, postcodeChanges(draft.baseText, draft.values));
  keepDraft(store, SERVICE_AREA, { values: text, baseText: read.text, baseVersion: read.version });
  return { text, note: "The list changed since your unsaved changes were made: they are now on the newer list. Check them, then save." };
}

export function usePostcodeList({ mode, settings }: Omit<OpenFileOptions, "name">) {
  const changeSets = useChangeSet(mode, settings);
  const { backend, online, status, setStatus, commit, endedSignIn } = changeSets;
  const store = useMemo(() => draftStore(online ? (settings.repo ?? "github") : "local"), [online, settings.repo]);
  const [file, setFile] = useState<FileVersion>();
  const [text, setText] = useState<string>();
  const [note, setNote] = useState<string>();
  const [loadError, setLoadError] = useState<string>();

  const open = useCallback(
    async (from: EditorBackend) => {
      setLoadError(undefined);
      try {
        const read = await from.read(POSTCODE_LIST_FILE);
        const restored = restore(store, read);
        setFile(read);
        setText(restored.text);
        setNote(restored.note);
      } catch (error) {
        if (!endedSignIn(error)) setLoadError(statusText(failedSave(error), online));
      }
    },
    [endedSignIn, online, store],
  );

  useEffect(() => {
    if (typeof backend !== "string") void open(backend);
  }, [backend, open]);

  /** The owner's change: shown, and kept as the draft (none once the list is as read again). */
  const change = useCallback(
    (next: string) => {
      if (!file) return;
      setText(next);
      setStatus({ kind: "idle" });
      if (next === file.text) discardDraft(store, SERVICE_AREA);
      else keepDraft(store, SERVICE_AREA, { values: next, baseText: file.text, baseVersion: file.version });
    },
    [file, setStatus, store],
  );

  const problems = useMemo(() => (text === undefined ? [] : checkPostcodeList(text)), [text]);
  const changes = useMemo(() => (file && text !== undefined ? postcodeChanges(file.text, text) : { added: [], removed: [] }), [file, text]);

  const save = useCallback(async () => {
    if (typeof backend === "string" || !file || text === undefined || problems.length > 0) return;
    const settle = async ({ version }: Committed) => {
      discardDraft(store, SERVICE_AREA);
      setFile({ text, version });
      setNote(undefined);
    };
    const outcome = await commit({ files: [{ name: POSTCODE_LIST_FILE, base: file, text }] }, { settle });
    if (outcome?.committed) return;
    if (outcome?.status.kind !== "conflict") return;
    // Someone changed the list meanwhile: the owner's changes are made again on theirs, to check and save.
    const newer = await backend.read(POSTCODE_LIST_FILE).catch(() => undefined);
    if (!newer) return;
    const rebased = applyChanges(newer.text, changes);
    setFile(newer);
    setText(rebased);
    keepDraft(store, SERVICE_AREA, { values: rebased, baseText: newer.text, baseVersion: newer.version });
    setStatus({
      kind: "failed",
      message: "Not saved: the list was changed elsewhere since you opened it. Your changes are now on the newer list: check them, then save.",
    });
  }, [backend, changes, commit, file, problems.length, setStatus, store, text]);

  const discard = useCallback(() => {
    if (!file) return;
    discardDraft(store, SERVICE_AREA);
    setText(file.text);
    setNote(undefined);
    setStatus({ kind: "idle" });
  }, [file, setStatus, store]);

  return {
    backend,
    online,
    text,
    note,
    loadError,
    status,
    followed: changeSets.followed.record,
    problems,
    changes,
    change,
    save,
    discard,
    signInAgain: changeSets.signInAgain,
    retry: () => typeof backend !== "string" && open(backend),
  };
}
