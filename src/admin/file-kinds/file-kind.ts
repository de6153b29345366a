/**
 * A kind of file the editor knows: how it is checked, how a change of it is said in the owner's words, how a change
 * of it is put back, and the page it feeds. Two kinds: a YAML content file (yaml-file.ts) and the covered postcodes'
 * list (postcode-list-file.ts); file-kind-of.ts says which a file is. The change-set pipeline (change-set/), Recent
 * changes and Put back (history/) ask the kind, never the file's name.
 */
import type { LoadedContent } from "../../content/content-types.ts";
import type { ContentName, EditedFile } from "../../content/names.ts";
import type { ContentTexts, FileVersion } from "../backends/backend.ts";
import type { PhotoState } from "../checks/check-values.ts";

/** What the checks found in a text a change would write. */
interface FileCheck {
  /** Each in the owner's words, at its place where it has one. */
  problems: readonly { message: string }[];
  /** Every content file as the change leaves them (content files only: the postcode list is no part of it). */
  content?: LoadedContent;
  /** Whether the text names a photo the site shows: the photo files there are are then asked for. */
  namesPhotos: boolean;
}

/** One file of a put back: the text it would save, on the version read now. */
export interface PutBackFile {
  name: EditedFile;
  now: FileVersion;
  text: string;
  /** What goes back, in the owner's words ("Exterior, Small car, Express £20 → £15"). */
  restored: string[];
  /** What stays as it is today, because it was changed again since ("Exterior, Medium car, Express kept at £21"). */
  kept: string[];
}

/** A change of a file (a commit's): its text before and after (undefined where the file wasn't there). */
export interface FileTexts {
  before?: string;
  after?: string;
}

export interface FileKind {
  name: EditedFile;
  /** The owner's name for the file ("Pricing page", "Service area"). */
  title: string;
  /** The content file the content check reads it as; undefined for a file it doesn't read (the postcode list). */
  contentName?: ContentName;
  /** The checks on a text a change would write: `others`, the content files the same change writes; `photos`, the photo files known. */
  check(text: string, others: Partial<ContentTexts>, photos: PhotoState): FileCheck;
  /**
   * A change from one text to another for its commit message: `summary`, one line ("Prices: … and 2 more"), and `listed`,
   * the changes the message lists below it (those its summary doesn't say). `names` names the codes (schema-fields.ts's `allContent`).
   */
  describe(before: string, after: string, names?: unknown): { summary: string; listed: string[] };
  /** Every change from one text to another, one line each, in the owner's words (Recent changes). */
  changesInWords(change: FileTexts, names?: unknown): string[];
  /**
   * A change (`before` → `after`) undone on the file as it is `now`, today's own changes kept; undefined when that
   * change added or removed the whole file (nothing to merge with).
   */
  putBack(change: FileTexts, now: FileVersion, names?: unknown): PutBackFile | undefined;
  /** The path of the page the file feeds, with the content as it is (the founder's page is at its slug). */
  pagePath(content: LoadedContent): string;
}
