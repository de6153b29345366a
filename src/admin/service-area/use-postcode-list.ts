/**
 * The covered postcodes' list being edited in the service area: read where the editor saves (the local folder, or
 * GitHub), the owner's changes kept as a draft in this browser at each one (drafts/drafts.ts, as every file's are:
 * a reload or an ended sign-in loses nothing), checked by the list's own rules, and saved as one change of the lines
 * added and removed. A draft or a save that meets a newer list has the owner's changes made again on it. Online, a
 * sign-in that has ended is renewed from here ("Sign in again"), and the list opens again with the draft on it; a save
 * is followed until it is live on the booking page's postcode check, as a content file's is (follow/).
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import baseline from "virtual:editor/baseline";
import { signIn } from "../backends/github-sign-in.ts";
import { POSTCODE_LIST_FILE } from "../../content/names.ts";
import { checkPostcodeList } from "../../content/postcode-list-rules.ts";
import type { EditorBackend, FileVersion } from "../backends/backend.ts";
import { ConflictError, SignInError } from "../backends/errors.ts";
import { makeBackend } from "../backends/make-backend.ts";
import { discardDraft, draftStore, keepDraft, readDraft, type DraftStore } from "../drafts/drafts.ts";
import { SERVICE_AREA, type OpenFileOptions } from "../editor-settings.ts";
import { failedSave, statusText } from "../save/save-status.ts";
import { keepToken } from "../session.ts";
import { savedCommit } from "../follow/saved-commit.ts";
import { useFollowedSave } from "../follow/use-followed-save.ts";
import { applyChanges, changeMessage, listChanges } from "../line-edits/postcode-list-edits.ts";

/** Where a save stands, as the owner is told it. */
export type ListStatus = { kind: "idle" | "saving" | "saved" | "failed" | "signed-out"; message: string };

const IDLE: ListStatus = { kind: "idle", message: "" };

/** The list as it opens: the file as read, with this browser's draft on top (made again on a newer list if it moved on). */
function restore(store: DraftStore, read: FileVersion): { text: string; note?: string } {
  const draft = readDraft(store, SERVICE_AREA);
  if (!draft || typeof draft.values !== "string") return { text: read.text };
  if (draft.baseVersion === read.version) {
    return { text: draft.values, note: `Your unsaved changes from ${new Date(draft.savedAt).toLocaleString("en-GB")} are back. Save them, or discard them.` };
  }
  const text = applyChanges(read.text, listChanges(draft.baseText, draft.values));
  keepDraft(store, SERVICE_AREA, { values: text, baseText: read.text, baseVersion: read.version });
  return { text, note: "The list changed since your unsaved changes were made: they are now on the newer list. Check them, then save." };
}

export function usePostcodeList({ mode, settings }: Omit<OpenFileOptions, "name">) {
  const online = mode === "github";
  const [backend, setBackend] = useState<EditorBackend | string>(() => makeBackend(mode, settings));
  const store = useMemo(() => draftStore(online ? (settings.repo ?? "github") : "local"), [online, settings.repo]);
  const [file, setFile] = useState<FileVersion>();
  const [text, setText] = useState<string>();
  const [note, setNote] = useState<string>();
  const [loadError, setLoadError] = useState<string>();
  const [status, setStatus] = useState<ListStatus>(IDLE);
  // Online, each save's commit is followed until it is live, through reloads, as a content file's is.
  const followed = useFollowedSave(online ? settings.repo : undefined, typeof backend === "string" ? undefined : backend.follower);

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
        if (error instanceof SignInError) setStatus({ kind: "signed-out", message: error.message });
        else setLoadError(statusText(failedSave(error), online));
      }
    },
    [online, store],
  );

  useEffect(() => {
    if (typeof backend !== "string") void open(backend);
  }, [backend, open]);

  /** The owner's change: shown, and kept as the draft (none once the list is as read again). */
  const change = useCallback(
    (next: string) => {
      if (!file) return;
      setText(next);
      setStatus(IDLE);
      if (next === file.text) discardDraft(store, SERVICE_AREA);
      else keepDraft(store, SERVICE_AREA, { values: next, baseText: file.text, baseVersion: file.version });
    },
    [file, store],
  );

  const problems = useMemo(() => (text === undefined ? [] : checkPostcodeList(text)), [text]);
  const changes = useMemo(() => (file && text !== undefined ? listChanges(file.text, text) : { added: [], removed: [] }), [file, text]);

  const save = useCallback(async () => {
    if (typeof backend === "string" || !file || text === undefined || problems.length > 0) return;
    const message = changeMessage(changes);
    setStatus({ kind: "saving", message: "Saving…" });
    try {
      const saved = await backend.save({ name: POSTCODE_LIST_FILE, text, baseVersion: file.version, message });
      discardDraft(store, SERVICE_AREA);
      setFile({ text, version: saved.version });
      setNote(undefined);
      setStatus({ kind: "saved", message: `Saved: "${message}".` });
      if (saved.commit && settings.repo) {
        followed.start(
          savedCommit({ repo: settings.repo, sha: saved.commit, name: POSTCODE_LIST_FILE, text, content: baseline.content, built: baseline.content }),
        );
      }
    } catch (error) {
      if (error instanceof SignInError) return setStatus({ kind: "signed-out", message: statusText({ kind: "signed-out", changes: true }, online) });
      if (!(error instanceof ConflictError)) return setStatus({ kind: "failed", message: statusText(failedSave(error), online) });
      // Someone changed the list meanwhile: the owner's changes are made again on theirs, to check and save.
      const newer = await backend.read(POSTCODE_LIST_FILE).catch(() => undefined);
      if (!newer) return setStatus({ kind: "failed", message: statusText({ kind: "conflict" }, online) });
      const rebased = applyChanges(newer.text, changes);
      setFile(newer);
      setText(rebased);
      keepDraft(store, SERVICE_AREA, { values: rebased, baseText: newer.text, baseVersion: newer.version });
      setStatus({
        kind: "failed",
        message: "Not saved: the list was changed elsewhere since you opened it. Your changes are now on the newer list: check them, then save.",
      });
    }
  }, [backend, changes, file, followed, online, problems.length, settings.repo, store, text]);

  /** A new sign-in, then the list read again with the owner's draft on it (kept at each change), to save. */
  const signInAgain = useCallback(async () => {
    try {
      keepToken(await signIn({ authUrl: settings.authUrl, scope: settings.scope, siteId: location.hostname }));
    } catch (error) {
      return setStatus({ kind: "signed-out", message: error instanceof Error ? error.message : String(error) });
    }
    setStatus(IDLE);
    setBackend(makeBackend(mode, settings));
  }, [mode, settings]);

  const discard = useCallback(() => {
    if (!file) return;
    discardDraft(store, SERVICE_AREA);
    setText(file.text);
    setNote(undefined);
    setStatus(IDLE);
  }, [file, store]);

  return {
    backend,
    text,
    note,
    loadError,
    status,
    followed: followed.record,
    problems,
    changes,
    change,
    save,
    discard,
    signInAgain,
    retry: () => typeof backend !== "string" && open(backend),
  };
}
