/**
 * How a save becomes a commit, step by step: the checks on the text the save writes (checks/check-values.ts, which
 * writes only the changed lines, line-edits/apply-edits.ts), the commit message that says what changed
 * (describe-change.ts), the photos there are asked again when the file names any, the photos no file names any
 * more, then one commit through the backend of the page's mode (backends/github-commit.ts online), and, online, the commit
 * followed until it is live (follow/). Also what the owner can do when a save stops: sign in again (the save goes
 * on), or apply their changes to the newer file after a conflict (conflicts/).
 */
import { useCallback } from "react";
import { parse } from "yaml";
import baseline from "virtual:editor/baseline";
import { contentFilePath } from "../../content/names.ts";
import { schemaFile } from "../../content/schema-texts.ts";
import { signIn } from "../backends/github-sign-in.ts";
import type { EditorBackend, FileVersion } from "../backends/backend.ts";
import { checkValues } from "../checks/check-values.ts";
import type { PhotoChange } from "../photos/photo-changes.ts";
import { commitMessage, describeChange, everyChange } from "./describe-change.ts";
import { namesAnyPhoto, photosNamedNowhere } from "../photos/photo-checks.ts";
import { codesOf, fileFields, type SchemaFiles } from "../schema/schema-fields.ts";
import { keepToken } from "../session.ts";
import { currentTexts, refreshContent } from "../checks/editor-checks.ts";
import type { OpenFileOptions } from "../editor-settings.ts";
import { makeBackend } from "../backends/make-backend.ts";
import { failedSave, type SaveStatus } from "./save-status.ts";
import { savedCommit } from "../follow/saved-commit.ts";
import type { Followed } from "../follow/use-followed-save.ts";
import { fileTitleOfPath } from "../file-titles.ts";
import { newBookingTypesByPackage } from "../package-change/booking-types.ts";
import type { PackageChange } from "../package-change/use-package-change.ts";

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

interface SaveOptions extends OpenFileOptions {
  title: string;
  schemas: SchemaFiles;
  backend: EditorBackend | string;
  setBackend: (backend: EditorBackend | string) => void;
  edited: EditedFile;
  /** The other files the save writes with this one (package-change/: a new package's Savings at a Glance row). */
  together: PackageChange;
  followed: Followed;
  /** Reads the file from a backend; undefined when it couldn't (the reason is shown by the caller). */
  read: (from: EditorBackend) => Promise<FileVersion | undefined>;
  /** Where the save stands: the editor's own state, which reading the file also sets (an expired sign-in). */
  setStatus: (status: SaveStatus) => void;
}

export function useSave({ name, mode, settings, title, schemas, backend, setBackend, edited, together, followed, read, setStatus }: SaveOptions) {
  const save = useCallback(
    async (using: EditorBackend | string = backend) => {
      if (typeof using === "string" || !edited.file) return;
      const photoState = { existing: edited.existing, pending: edited.photos, lost: edited.lost };
      let checked = checkValues(name, edited.file, edited.values, photoState, together.others);
      if (checked.problems.length > 0) {
        setStatus({ kind: "refused", problems: checked.problems.length });
        return;
      }
      // One commit, whose summary names what changed in each file it writes, and whose body lists every value changed here.
      const also = together.files();
      const change = {
        fields: fileFields(schemaFile(name), edited.values, schemas, checked.content),
        before: parse(edited.file.text) ?? {},
        after: edited.values,
      };
      const summary = [describeChange({ title, ...change }), ...together.describe()].join("; ");
      const changes = everyChange(change);
      const message = commitMessage(summary, changes);
      const bookingTypes = together.followers.booking
        ? newBookingTypesByPackage(parse(edited.file.text) ?? {}, edited.values, together.followers.booking?.values)
        : {};
      setStatus({ kind: "saving" });
      try {
        // Every photo the file names must be there now (at the head, or in the folder), or come with this save.
        let existing = edited.existing;
        if (namesAnyPhoto(name, checked.content)) {
          existing = new Set(await using.photos());
          edited.knowPhotos([...existing]);
          checked = checkValues(name, edited.file, edited.values, { ...photoState, existing }, together.others);
          if (checked.problems.length > 0) {
            setStatus({ kind: "refused", problems: checked.problems.length });
            return;
          }
        }
        // A photo no longer named here goes only when no other file names it either.
        const others = Object.entries(currentTexts()).flatMap(([other, text]) => (other === name ? [] : [text]));
        const photos = { add: edited.photos.add, remove: photosNamedNowhere(edited.photos.remove, [checked.text, ...others]) };
        const { version: saved, commit } = await using.save({
          name,
          text: checked.text,
          baseVersion: edited.file.version,
          message,
          photos,
          ...(also.length > 0 ? { also } : {}),
          onProgress: (sent, total) => setStatus({ kind: "saving", sent, total }),
        });
        const removed = new Set(photos.remove);
        await edited.saved(checked.text, saved, [...[...existing].filter((path) => !removed.has(path)), ...photos.add.map((photo) => photo.path)], photos);
        setStatus({ kind: "saved", message: summary, changes, file: contentFilePath(name) });
        if (commit && settings.repo)
          followed.start(savedCommit({ repo: settings.repo, sha: commit, name, text: checked.text, content: checked.content, built: baseline.content }));
        if (together.active) together.bookingTypesSaved(bookingTypes, codesOf(edited.values, "tiers"));
        if (also.length > 0) await together.readAgain(using);
        void refreshContent(using);
      } catch (error) {
        // A file saved alone is "this file" to the owner; a save of several names the ones that moved on.
        setStatus(also.length > 0 ? failedSave(error, fileTitleOfPath) : failedSave(error));
      }
    },
    [backend, edited, followed, name, schemas, setStatus, settings.repo, title, together],
  );

  const signInAgain = useCallback(async () => {
    try {
      keepToken(await signIn({ authUrl: settings.authUrl, scope: settings.scope, siteId: location.hostname }));
    } catch (error) {
      setStatus({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
      return;
    }
    const renewed = makeBackend(mode, settings);
    setBackend(renewed);
    // Signed out while saving: the save goes on. While opening: the new backend reads the file (FileEditor's effect).
    if (edited.file) await save(renewed);
    else setStatus({ kind: "idle" });
  }, [edited.file, mode, save, setBackend, setStatus, settings]);

  const applyToNewer = useCallback(async () => {
    if (typeof backend === "string") return;
    const newer = await read(backend);
    if (!newer) return;
    edited.rebaseOnto(newer);
    if (together.active) await together.rebaseOnNewer(backend);
    setStatus({ kind: "idle" });
  }, [backend, edited, read, setStatus, together]);

  const discardForNewer = useCallback(async () => {
    if (typeof backend === "string") return;
    edited.discard();
    together.discard();
    setStatus({ kind: "idle" });
    const newer = await read(backend);
    if (newer) await edited.open(newer);
    if (together.active) await together.readAgain(backend);
  }, [backend, edited, read, setStatus, together]);

  return { save, signInAgain, applyToNewer, discardForNewer };
}

export type Saving = ReturnType<typeof useSave>;
