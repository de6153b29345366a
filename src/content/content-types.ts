/**
 * The types the content checks share, in a module of their own with no code: each check imports them from
 * here, so no two checks import each other for a type (lint refuses import cycles).
 */
import type { ContentName } from "./names.ts";
import type { ContentFiles } from "./generated/content-files.ts";

/** The content files read so far, each once it has passed its schema. */
export type LoadedContent = Partial<ContentFiles>;

/** A rule broken between files, placed in the file that has to change. */
export interface CrossFileProblem {
  name: ContentName;
  path: (string | number)[];
  atKey?: boolean;
  message: string;
}
