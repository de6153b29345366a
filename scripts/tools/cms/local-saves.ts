/**
 * The saves made on this computer and not yet committed (docs/cms.md, "Recent changes"): `npm run edit` writes the
 * content files and commits nothing, so git's history can't list them. Each save the endpoint makes is recorded
 * here, after it is done: its message (the commit it would be), when, and each content file it wrote, before and
 * after (SAVES_FOLDER, beside content/, ignored by git; the newest HISTORY_LENGTH are kept). Recent changes lists a
 * save while one of its files is not as the project's last commit has it (committed, or changed back, it leaves the
 * list), and a save opened or put back reads its record as a commit's detail is read.
 *
 * A record is written whole (renamed into place) and read only by its id, which the endpoint checks against
 * SAVE_ID before it names a file; a record that isn't one is not listed.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ChangeDetail, ChangedFile, ContentChange } from "../../../src/admin/backends/backend.ts";
import { SAVE_ID } from "../../../src/admin/backends/local-api.ts";
import { EDITED_FILES, editedFilePath, type EditedFile } from "../../../src/content/names.ts";
import { HISTORY_LENGTH, textAtLastCommit } from "./local-history.ts";

/** Where the records are, from the project's root: beside content/ (the site and its build read content/ only). */
export const SAVES_FOLDER = ".editor-saves";

/** One save's record: what Recent changes lists and what its detail answers. */
interface SaveRecord {
  id: string;
  date: string;
  message: string;
  files: ChangedFile[];
  otherFiles: boolean;
}

/** A save, as the endpoint has just made it: its message, each content file's text before and after, and whether it changed photos. */
export interface MadeSave {
  message: string;
  files: readonly ChangedFile[];
  otherFiles: boolean;
}

const recordFile = (root: string, id: string) => path.join(root, SAVES_FOLDER, `${id}.json`);

/**
 * A record's file name sorts by when it was made: the id starts with the time, in milliseconds, then a random part.
 * Two saves in the same millisecond are still in order: a new id's time is after the newest record's.
 */
function newId(at: Date, newest: string | undefined): string {
  const after = newest === undefined ? 0 : Number(newest.split("-")[1]) + 1;
  return `saved-${Math.max(at.getTime(), after).toString().padStart(15, "0")}-${randomUUID()}`;
}

const isEditedFile = (name: unknown): name is EditedFile => EDITED_FILES.includes(name as EditedFile);

/** The record in `text`, or undefined when it isn't one (a file changed by hand): never listed, never read as one. */
function parseRecord(text: string): SaveRecord | undefined {
  let record: Partial<SaveRecord>;
  try {
    record = JSON.parse(text) as Partial<SaveRecord>;
  } catch {
    return undefined;
  }
  const wellFormed =
    typeof record?.id === "string" &&
    SAVE_ID.test(record.id) &&
    typeof record.date === "string" &&
    typeof record.message === "string" &&
    typeof record.otherFiles === "boolean" &&
    Array.isArray(record.files) &&
    record.files.every(
      (file) =>
        isEditedFile(file?.name) &&
        (file.before === undefined || typeof file.before === "string") &&
        (file.after === undefined || typeof file.after === "string"),
    );
  return wellFormed ? (record as SaveRecord) : undefined;
}

/** The records' ids, newest first. */
function recordIds(root: string): string[] {
  const folder = path.join(root, SAVES_FOLDER);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .flatMap((file) => (file.endsWith(".json") && SAVE_ID.test(file.slice(0, -".json".length)) ? [file.slice(0, -".json".length)] : []))
    .sort()
    .reverse();
}

function readRecord(root: string, id: string): SaveRecord | undefined {
  const file = recordFile(root, id);
  const found = fs.lstatSync(file, { throwIfNoEntry: false });
  if (!found?.isFile()) return undefined;
  const record = parseRecord(fs.readFileSync(file, "utf8"));
  return record?.id === id ? record : undefined;
}

/**
 * Records a save the endpoint has made (written whole: a new file renamed into place), and keeps only the newest
 * HISTORY_LENGTH records. Answers the record's id.
 */
export function recordSave(root: string, save: MadeSave, at = new Date()): string {
  const folder = path.join(root, SAVES_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  const kept = recordIds(root);
  const record: SaveRecord = {
    id: newId(at, kept[0]),
    date: at.toISOString(),
    message: save.message,
    files: [...save.files],
    otherFiles: save.otherFiles,
  };
  const temporary = path.join(folder, `${record.id}.new`);
  fs.writeFileSync(temporary, JSON.stringify(record), { flag: "wx" });
  fs.renameSync(temporary, recordFile(root, record.id));
  // The new record is the newest: the folder holds it and the others, newest first.
  for (const old of [record.id, ...kept].slice(HISTORY_LENGTH)) fs.rmSync(recordFile(root, old), { force: true });
  return record.id;
}

/** Whether a file is as the project's last commit has it (never, where there is no commit or no git). */
async function asCommitted(root: string, name: EditedFile): Promise<boolean> {
  const committed = await textAtLastCommit(root, name);
  const file = path.join(root, editedFilePath(name));
  const now = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
  return committed !== undefined && committed === now;
}

/**
 * The saves not yet committed, newest first, each as Recent changes lists a change (`unpublished`): those with a
 * file not as the last commit has it.
 */
export async function unpublishedSaves(root: string): Promise<ContentChange[]> {
  const records = recordIds(root).flatMap((id) => readRecord(root, id) ?? []);
  const names = [...new Set(records.flatMap((record) => record.files.map((file) => file.name)))];
  const committed = new Map(await Promise.all(names.map(async (name) => [name, await asCommitted(root, name)] as const)));
  return records
    .filter((record) => record.files.some((file) => !committed.get(file.name)))
    .map((record) => ({
      id: record.id,
      message: record.message,
      author: "",
      date: record.date,
      files: record.files.map((file) => file.name),
      unpublished: true,
    }));
}

/** What one recorded save did; undefined when there is no such record. `id` must match SAVE_ID. */
export function readSave(root: string, id: string): ChangeDetail | undefined {
  if (!SAVE_ID.test(id)) throw new Error(`"${id}" is not a save's id`);
  const record = readRecord(root, id);
  return record && { files: record.files, otherFiles: record.otherFiles };
}
