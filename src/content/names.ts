/**
 * The edited files' names and paths, from their declarations (file-declarations.ts): content/<name>.yaml checked
 * against schemas/<name>.schema.json, and the covered postcodes' list.
 */
import { DECLARED_FILES, POSTCODE_LIST_NAME, isContentName, type ContentName, type EditedFile } from "./file-declarations.ts";

export type { ContentName, EditedFile };

/** Every content file the site reads, by name, in the declarations' order. */
export const CONTENT_NAMES: readonly ContentName[] = DECLARED_FILES.filter(isContentName);

/**
 * The covered postcodes, one a line (issue 57): content the owner edits like the YAML, checked by
 * postcode-list-rules.ts, and published by the build at booking.yaml's postcode › csvPath, where visitors' check fetches it.
 */
export const POSTCODE_LIST_FILE = POSTCODE_LIST_NAME;

/** A content file's path from the project's root, as messages and the editor name it: content/pricing.yaml. */
export const contentFilePath = (name: ContentName) => `content/${name}.yaml`;

/** Where an edited file lives, from the project's root: the one declaration every backend and the local endpoint follow. */
export const editedFilePath = (file: EditedFile) => (isContentName(file) ? contentFilePath(file) : `content/${file}`);

/** Every file the editor edits. */
export const EDITED_FILES: readonly EditedFile[] = DECLARED_FILES;

/** The edited file at a path from the project's root (a commit's file), or undefined for any other (a photo). */
export const editedFileOfPath = (path: string | undefined): EditedFile | undefined => EDITED_FILES.find((file) => editedFilePath(file) === path);
