/**
 * The local editor's reads and saves on disk (local-endpoint.ts checks who asks and for what first). A save is
 * all or nothing, over every content file it writes (a new package and its Savings at a Glance row) and its photos:
 * every content file is checked to be still the version the owner edited (else nothing is written, and the answer
 * names each file that moved on), then the save's journal is written in its own folder beside content/
 * (SAVE_FOLDER: each new file, a copy of each file it replaces, and the list of them), and only then is each new file
 * renamed into place (a rename replaces a file whole: a reader, the dev server or the build, never sees half of one).
 * A save that can't finish is undone from its journal: at once if a rename fails, or at the endpoint's next start
 * (undoUnfinishedSaves) if the server was stopped between two renames. No temporary file is ever in content/, and
 * nothing here opens a file through a link.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { editedFileOfPath, editedFilePath, type EditedFile } from "../../../src/content/names.ts";
import { PHOTO_FOLDER, isPhotoPath } from "../../../src/admin/photos/photo-paths.ts";

/** A file's version as the editor knows it: the sha-1 of its bytes. */
export const versionOf = (bytes: Buffer) => createHash("sha1").update(bytes).digest("hex");

/** Opens for reading only the file itself: a link there is an error (ELOOP), not followed (Windows has no such flag). */
const READ_ITSELF = fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0);

/** A content file's bytes, or undefined when there is none. */
export function readContentFile(root: string, name: EditedFile): Buffer | undefined {
  let handle: number;
  try {
    handle = fs.openSync(path.join(root, editedFilePath(name)), READ_ITSELF);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    return fs.readFileSync(handle);
  } finally {
    fs.closeSync(handle);
  }
}

/** One content file of a save: its new text, and the version it was edited from. */
export interface ContentWrite {
  name: EditedFile;
  text: string;
  baseVersion: string;
}

interface LocalWrite {
  /** The file being edited first, then the others saved with it. */
  files: ContentWrite[];
  /** Paths from the project's root, already checked to be photos' (content/photos/<name>). */
  photos: { add: { path: string; bytes: Buffer }[]; remove: string[] };
}

/** `missing` and `conflict` name the content files (content/<name>.yaml) that are not there, or moved on. */
type SaveOutcome = { saved: true; versions: string[] } | { saved: false; reason: "missing" | "conflict"; files: string[] };

/**
 * Where a save keeps its journal while it runs, from the project's root: beside content/, never in it (the site and
 * its build read content/ only), on the same disk (so a rename from it replaces a file whole), ignored by git.
 */
export const SAVE_FOLDER = ".editor-save";

/** The journal's list, in a save's folder: written whole (renamed into place) before the first file is replaced. */
const JOURNAL_FILE = "journal.json";

/**
 * What a save replaces, for it to be undone: each file it writes, from the project's root, and the name of its copy
 * from before the save in the save's folder (none where there was no file: a new photo).
 */
interface Journal {
  files: { path: string; before?: string }[];
}

/** A file a journal may name: a content file or a photo, by the same names the endpoint accepts. */
const isSavedPath = (file: unknown): file is string => typeof file === "string" && (editedFileOfPath(file) !== undefined || isPhotoPath(file));

/** A file's bytes before the save replaced it (undefined: there was none), to put it back if the save can't finish. */
function bytesBefore(file: string): Buffer | undefined {
  const found = fs.lstatSync(file, { throwIfNoEntry: false });
  return found?.isFile() ? fs.readFileSync(file) : undefined;
}

/**
 * Puts every file of a save back as it was before it: its copy from before (renamed back, whole), or no file where
 * there was none. A copy already renamed back (an undo that was itself stopped) is where it belongs.
 */
function undo(root: string, folder: string, journal: Journal): void {
  for (const { path: file, before } of journal.files) {
    if (!isSavedPath(file)) continue;
    if (before === undefined) fs.rmSync(path.join(root, file), { force: true });
    else if (fs.existsSync(path.join(folder, path.basename(before)))) fs.renameSync(path.join(folder, path.basename(before)), path.join(root, file));
  }
}

/** Removes a save's folder, its journal first (a stop from then on leaves nothing to undo), and the folder of saves once it holds no other. */
function removeSaveFolder(folder: string): void {
  fs.rmSync(path.join(folder, JOURNAL_FILE), { force: true });
  fs.rmSync(folder, { recursive: true, force: true });
  const saves = path.dirname(folder);
  if (fs.existsSync(saves) && fs.readdirSync(saves).length === 0) fs.rmdirSync(saves);
}

/** The temporary files of the endpoint before its journal (.<file>.<uuid>.tmp), which a stopped save left in content/. */
const OLD_TEMPORARY = /^\..+\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

/**
 * At the endpoint's start: each save the server didn't finish (it was stopped between writing its journal and its
 * last rename) is undone, so content/ is as it was before that save, every file of it (the owner was never told
 * it saved, and the draft in their browser still holds the changes to save again); a save stopped before its journal
 * was whole had replaced nothing. Their folders go, and so do temporary files an older endpoint left in content/.
 * Answers the files put back as they were (content/<name>.yaml, content/photos/<name>), for the server's log.
 */
export function undoUnfinishedSaves(root: string): string[] {
  const undone: string[] = [];
  const saves = path.join(root, SAVE_FOLDER);
  for (const entry of fs.existsSync(saves) ? fs.readdirSync(saves, { withFileTypes: true }) : []) {
    const folder = path.join(saves, entry.name);
    const journalFile = path.join(folder, JOURNAL_FILE);
    if (entry.isDirectory() && fs.existsSync(journalFile)) {
      const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as Journal;
      undo(root, folder, journal);
      undone.push(...journal.files.map((file) => file.path).filter(isSavedPath));
    }
    removeSaveFolder(folder);
  }
  for (const folder of ["content", PHOTO_FOLDER].map((name) => path.join(root, name)).filter((name) => fs.existsSync(name))) {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isFile() && OLD_TEMPORARY.test(entry.name)) fs.rmSync(path.join(folder, entry.name));
    }
  }
  return undone;
}

/**
 * Writes a save's journal in a new folder under SAVE_FOLDER: each new file (new-<n>), a copy of each file it
 * replaces (before-<n>), then the list, renamed into place last, so a journal is whole or isn't there (if writing it
 * fails, its folder goes). Answers the folder, the list, and each file's new file there, in order.
 */
function writeJournal(root: string, targets: readonly { file: string; bytes: Buffer }[]): { folder: string; journal: Journal; news: string[] } {
  const folder = path.join(root, SAVE_FOLDER, randomUUID());
  const journal: Journal = { files: [] };
  try {
    fs.mkdirSync(folder, { recursive: true });
    const news = targets.map((target, index) => {
      const before = bytesBefore(target.file);
      if (before !== undefined) fs.writeFileSync(path.join(folder, `before-${index}`), before, { flag: "wx" });
      fs.writeFileSync(path.join(folder, `new-${index}`), target.bytes, { flag: "wx" });
      journal.files.push({ path: path.relative(root, target.file).split(path.sep).join("/"), before: before === undefined ? undefined : `before-${index}` });
      return path.join(folder, `new-${index}`);
    });
    fs.writeFileSync(path.join(folder, `${JOURNAL_FILE}.new`), JSON.stringify(journal), { flag: "wx" });
    fs.renameSync(path.join(folder, `${JOURNAL_FILE}.new`), path.join(folder, JOURNAL_FILE));
    return { folder, journal, news };
  } catch (error) {
    removeSaveFolder(folder);
    throw error;
  }
}

/** Why the content files can't be saved as asked: one not there, or one that moved on from its base version. */
function staleFiles(root: string, files: readonly ContentWrite[]): SaveOutcome | undefined {
  const current = files.map((file) => ({ path: editedFilePath(file.name), bytes: readContentFile(root, file.name), baseVersion: file.baseVersion }));
  const missing = current.filter((file) => !file.bytes).map((file) => file.path);
  if (missing.length > 0) return { saved: false, reason: "missing", files: missing };
  const moved = current.filter((file) => versionOf(file.bytes!) !== file.baseVersion).map((file) => file.path);
  return moved.length > 0 ? { saved: false, reason: "conflict", files: moved } : undefined;
}

/** Saves the content files and their photos together, if every file is still at the version the save was made on. */
export function saveContentFiles(root: string, write: LocalWrite): SaveOutcome {
  const texts = write.files.map((file) => ({ file: path.join(root, editedFilePath(file.name)), bytes: Buffer.from(file.text, "utf8") }));
  const targets = [...write.photos.add.map((photo) => ({ file: path.join(root, photo.path), bytes: photo.bytes })), ...texts];
  // From the check to the last rename nothing waits, so no other save of this server comes between them.
  const stale = staleFiles(root, write.files);
  if (stale) return stale;
  if (write.photos.add.length > 0) fs.mkdirSync(path.join(root, path.dirname(write.photos.add[0].path)), { recursive: true });
  const { folder, journal, news } = writeJournal(root, targets);
  let renamed = 0;
  try {
    for (const [index, target] of targets.entries()) {
      fs.renameSync(news[index], target.file);
      renamed += 1;
    }
  } catch (error) {
    // Undone at once: the files already renamed put back. Should that fail too, the journal stays for the next start.
    undo(root, folder, { files: journal.files.slice(0, renamed) });
    removeSaveFolder(folder);
    throw error;
  }
  // The save is done once its journal is gone: from here a stop leaves every file new.
  removeSaveFolder(folder);
  for (const photo of write.photos.remove) removePhoto(path.join(root, photo));
  return { saved: true, versions: texts.map((text) => versionOf(text.bytes)) };
}

/** Removes a photo file; one already gone is removed. Only a file: a link or a folder there stays. */
function removePhoto(file: string): void {
  const found = fs.lstatSync(file, { throwIfNoEntry: false });
  if (found?.isFile()) fs.rmSync(file);
}

/** The photo files in content/photos (content/photos/<file>): files with a photo's name only, no links or folders. */
export function listPhotos(root: string): string[] {
  const folder = path.join(root, PHOTO_FOLDER);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${PHOTO_FOLDER}/${entry.name}`)
    .filter(isPhotoPath);
}
