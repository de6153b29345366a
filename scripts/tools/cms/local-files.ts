/**
 * The local editor's reads and saves on disk (local-endpoint.ts checks who asks and for what first). A save is
 * all or nothing: every new file is written beside its place under a temporary name, the content file is checked to
 * be still the version the owner edited, and only then is each renamed into place (a rename replaces a file whole:
 * a reader, the dev server or the build, never sees half of one). Nothing here opens a file through a link.
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

interface LocalWrite {
  text: string;
  baseVersion: string;
  /** Paths from the project's root, already checked to be photos' (content/photos/<name>). */
  photos: { add: { path: string; bytes: Buffer }[]; remove: string[] };
}

type SaveOutcome = { saved: true; version: string } | { saved: false; reason: "missing" | "conflict" };

/** Writes bytes under a new temporary name beside `file` (never an existing file: `wx`), and answers that name. */
function writeBeside(file: string, bytes: Buffer): string {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  fs.writeFileSync(temporary, bytes, { flag: "wx" });
  return temporary;
}

/** Saves a content file and its photos together, if the file is still at the version the save was made on. */
export function saveContentFile(root: string, name: EditedFile, write: LocalWrite): SaveOutcome {
  const file = path.join(root, editedFilePath(name));
  const text = Buffer.from(write.text, "utf8");
  const written: { temporary: string; file: string }[] = [];
  try {
    if (write.photos.add.length > 0) fs.mkdirSync(path.join(root, path.dirname(write.photos.add[0].path)), { recursive: true });
    for (const photo of write.photos.add) written.push({ temporary: writeBeside(path.join(root, photo.path), photo.bytes), file: path.join(root, photo.path) });
    written.push({ temporary: writeBeside(file, text), file });
    // From the check to the last rename nothing waits, so no other save of this server comes between them.
    const current = readContentFile(root, name);
    if (!current) return { saved: false, reason: "missing" };
    if (versionOf(current) !== write.baseVersion) return { saved: false, reason: "conflict" };
    while (written.length > 0) {
      fs.renameSync(written[0].temporary, written[0].file);
      written.shift();
    }
    for (const photo of write.photos.remove) removePhoto(path.join(root, photo));
    return { saved: true, version: versionOf(text) };
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
