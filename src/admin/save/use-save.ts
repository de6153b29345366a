/**
 * Save, on the open file: the change set composed (the values written onto the file as read, line by line:
 * line-edits/apply-edits.ts; the other files the same change brings, package-change/; the photos added and removed)
 * and handed to the one pipeline (change-set/), which checks, says, commits and follows it. Then the file as saved.
 * Also what the owner can do when a save stops: sign in again (the save goes on), or apply their changes to the
 * newer file after a conflict (conflicts/).
 */
import { useCallback } from "react";
import type { ContentName } from "../../content/names.ts";
import type { EditorBackend, FileVersion } from "../backends/backend.ts";
import type { ChangeSet, Committed, FileChange } from "../change-set/change-set.ts";
import type { ChangeSets } from "../change-set/use-change-set.ts";
import { applyEdits, valuesOf } from "../line-edits/apply-edits.ts";
import type { PhotoChange } from "../photos/photo-changes.ts";

/** What a save needs of the file being edited, and does to it (file-editor/use-edited-file.ts is one). */
interface EditedFile {
  file: FileVersion | undefined;
  values: unknown;
  /** The photo files there are, those the save adds and removes, and those a reload lost. */
  existing: ReadonlySet<string>;
  photos: PhotoChange;
  lost: ReadonlySet<string>;
  knowPhotos(listed: readonly string[]): void;
  /** The file as just saved: its new version, no draft, no pending photos; `sent`, the photos the save added and removed. */
  saved(text: string, version: string, photosNow: readonly string[], sent: PhotoChange): Promise<void>;
  /** After a conflict: the owner's changes applied onto the newer file, or dropped for it. */
  rebaseOnto(newer: FileVersion): void;
  discard(): void;
  open(read: FileVersion): Promise<void>;
}

/** The other files a save writes with the open one (package-change/: a new package's Savings at a Glance row). */
interface AlsoWritten {
  /** Each changed one, on the version it was read at. */
  files(): FileChange[];
  /** After the save: the open file's values as read before it and as saved (what the change made needed, kept), then read again. */
  saved(from: EditorBackend, asRead: unknown, values: unknown): Promise<void>;
  /** After a conflict: their newer versions read; resolves with the step that applies their changes onto them. */
  rebaseOnNewer(from: EditorBackend): Promise<() => void>;
  discard(): void;
  readAgain(from: EditorBackend): Promise<void>;
}

interface SaveOptions {
  name: ContentName;
  /** What a save needs of the change-set pipeline (change-set/use-change-set.ts). */
  changeSets: Pick<ChangeSets, "backend" | "commit" | "setStatus" | "signInAgain">;
  edited: EditedFile;
  also: AlsoWritten;
  /** Reads the file from a backend; undefined when it couldn't (the reason is shown by the caller). */
  read: (from: EditorBackend) => Promise<FileVersion | undefined>;
}

export function useSave({ name, changeSets, edited, also, read }: SaveOptions) {
  const { backend, commit, setStatus } = changeSets;

  const save = useCallback(
    async (using: EditorBackend | string = backend) => {
      const file = edited.file;
      if (typeof using === "string" || !file) return;
      // The lines written onto the file once "Saving…" shows (change-set.ts makes the set then).
      let text = file.text;
      const makeSet = (): ChangeSet => {
        text = applyEdits(file.text, edited.values);
        return { files: [{ name, base: file, text }, ...also.files()], photos: edited.photos };
      };
      // The file as saved, and the files the save brought read again, before the editor says "Saved".
      const settle = async (committed: Committed) => {
        const removed = new Set(committed.photos.remove);
        const there = committed.photosThere ?? [...edited.existing];
        const photosNow = [...there.filter((path) => !removed.has(path)), ...committed.photos.add.map((photo) => photo.path)];
        await edited.saved(text, committed.version, photosNow, committed.photos);
        await also.saved(using, valuesOf(file.text), edited.values);
      };
      await commit(makeSet, { photos: { existing: edited.existing, lost: edited.lost }, onPhotosListed: edited.knowPhotos, settle }, using);
    },
    [also, backend, commit, edited, name],
  );

  /** Signed out while saving: the save goes on. While opening: the new backend reads the file (FileEditor's effect). */
  const signInAgain = useCallback(async () => {
    const renewed = await changeSets.signInAgain();
    if (renewed && edited.file) await save(renewed);
  }, [changeSets, edited.file, save]);

  const applyToNewer = useCallback(async () => {
    if (typeof backend === "string") return;
    // Every newer file read first, then every change applied in one go: the owner is told their changes are on the
    // newer files (and Save writes onto them) only once all of them are.
    const [newer, rebaseAlso] = await Promise.all([read(backend), also.rebaseOnNewer(backend)]);
    if (!newer) return;
    edited.rebaseOnto(newer);
    rebaseAlso();
    setStatus({ kind: "idle" });
  }, [also, backend, edited, read, setStatus]);

  const discardForNewer = useCallback(async () => {
    if (typeof backend === "string") return;
    edited.discard();
    also.discard();
    setStatus({ kind: "idle" });
    const newer = await read(backend);
    if (newer) await edited.open(newer);
    await also.readAgain(backend);
  }, [also, backend, edited, read, setStatus]);

  return { save, signInAgain, applyToNewer, discardForNewer };
}

export type Saving = ReturnType<typeof useSave>;
