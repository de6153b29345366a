/**
 * The local editor's reads and saves on disk (local-endpoint.ts checks who asks and for what first). A save is
 * all or nothing, over every content file it writes (a new package and its Savings at a Glance row) and its photos:
 * every content file is checked to be still the version the owner edited (else nothing is written, and the answer
 * names each file that moved on), every new file is written beside its place under a temporary name, and only then is
 * each renamed into place (a rename replaces a file whole: a reader, the dev server or the build, never sees half of
 * one). If a rename fails, the files already renamed are put back as they were. Nothing here opens a file through a
 * link.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { editedFilePath, type EditedFile } from "../../../src/content/names.ts";
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

/** Writes bytes under a new temporary name beside `file` (never an existing file: `wx`), and answers that name. */
function writeBeside(file: string, bytes: Buffer): string {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  fs.writeFileSync(temporary, bytes, { flag: "wx" });
  return temporary;
}

/** A file's bytes before the save replaced it (undefined: there was none), to put it back if the save can't finish. */
function bytesBefore(file: string): Buffer | undefined {
  const found = fs.lstatSync(file, { throwIfNoEntry: false });
  return found?.isFile() ? fs.readFileSync(file) : undefined;
}

/** Puts the files already renamed into place back as they were: the old bytes, or no file where there was none. */
function putBack(renamed: readonly { file: string; before: Buffer | undefined }[]): void {
  for (const { file, before } of renamed) {
    if (before === undefined) fs.rmSync(file, { force: true });
    else fs.renameSync(writeBeside(file, before), file);
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
  const written: { temporary: string; file: string }[] = [];
  const renamed: { file: string; before: Buffer | undefined }[] = [];
  try {
    if (write.photos.add.length > 0) fs.mkdirSync(path.join(root, path.dirname(write.photos.add[0].path)), { recursive: true });
    for (const target of targets) written.push({ temporary: writeBeside(target.file, target.bytes), file: target.file });
    try {
      while (written.length > 0) {
        const before = bytesBefore(written[0].file);
        fs.renameSync(written[0].temporary, written[0].file);
        renamed.push({ file: written[0].file, before });
        written.shift();
      }
    } catch (error) {
      putBack(renamed);
      throw error;
    }
    for (const photo of write.photos.remove) removePhoto(path.join(root, photo));
    return { saved: true, versions: texts.map((text) => versionOf(text.bytes)) };
  } finally {
    for (const { temporary } of written) fs.rmSync(temporary, { force: true });
  }
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
