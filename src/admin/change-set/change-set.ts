/**
 * Every change the editor makes goes through here (docs/cms.md, "One pipeline for every change"): a save of one file,
 * a Pricing page change with the files it brings (package-change/), a put back (history/), a postcode added or removed
 * (service-area/), with the photos any of them adds or removes. A screen composes the change set; this, step by step:
 *
 * 1. checks it together: each content file with the others as the set leaves them, the postcode list by its own
 *    rules, each by its kind (file-kinds/), and every photo a file names there, or added by the same set;
 * 2. says it in the owner's words, once: the commit message, each file's change by its kind;
 * 3. commits it as ONE commit through the backend (one all-or-nothing write locally), the photos no file names any
 *    more removed with it;
 * 4. tells how it ended (change-status.ts: a conflict, an ended sign-in, a failure in words) and, online, the record
 *    that follows the commit until it is live (follow/);
 * 5. once committed, lets the screen settle on it before that outcome is told ("Saved").
 *
 * No React: use-change-set.ts is the screens' hook onto it.
 */
import type { LoadedContent } from "../../content/content-types.ts";
import { editedFilePath, type EditedFile } from "../../content/names.ts";
import type { ContentTexts, EditorBackend, FileSave, FileVersion } from "../backends/backend.ts";
import type { PhotoState } from "../checks/check-values.ts";
import { currentTexts } from "../checks/editor-checks.ts";
import { fileTitleOfPath } from "../file-titles.ts";
import { fileKindOf } from "../file-kinds/file-kind-of.ts";
import { commitMessage } from "../file-kinds/describe-change.ts";
import { savedCommit } from "../follow/saved-commit.ts";
import type { FollowedSave } from "../follow/followed-save.ts";
import { NO_PHOTO_CHANGE, type PhotoChange } from "../photos/photo-changes.ts";
import { photosNamedNowhere } from "../photos/photo-checks.ts";
import { failedSave, type ChangeStatus } from "./change-status.ts";
import { afterPaint } from "../../lib/after-paint.ts";

/** One file a change set writes: its new text, on the version it was read at (the change is said from that text). */
export interface FileChange {
  name: EditedFile;
  base: FileVersion;
  text: string;
}

export interface ChangeSet {
  /** The files it writes, the one the change is about first (the one a save of several files is followed by). */
  files: readonly FileChange[];
  /** The photo files it adds and removes (content/photos/<file>); one removed stays while any file names it. */
  photos?: PhotoChange;
  /** Words that head its commit message, when it isn't the owner's own edit ("Put back: "). */
  heading?: string;
  /** What names the codes in its words, when not the content as the set leaves it (a put back's: history/change-names.ts). */
  names?: unknown;
}

/** What is known of the photo files before the set is checked: those there are, and those a reload lost. */
interface KnownPhotos {
  existing: ReadonlySet<string>;
  lost: ReadonlySet<string>;
}

const NO_PHOTOS: KnownPhotos = { existing: new Set(), lost: new Set() };

/** What the checks of a change set found. */
export interface SetCheck {
  /** Each as "<the file's title>: <the problem>". */
  problems: string[];
  /** Every content file as the set leaves them. */
  content: LoadedContent;
  /** Whether a file of it names a photo: the photo files there are decide then. */
  namesPhotos: boolean;
}

/** The content files the set writes, by name: each is checked with the others as the set leaves them. */
const contentTextsOf = (set: ChangeSet): Partial<ContentTexts> =>
  Object.fromEntries(
    set.files.flatMap((file) => {
      const content = fileKindOf(file.name).contentName;
      return content ? [[content, file.text]] : [];
    }),
  );

/** Step 1: the set checked together, each file by its kind. */
function checkChangeSet(set: ChangeSet, photos: KnownPhotos = NO_PHOTOS): SetCheck {
  const others = contentTextsOf(set);
  const state: PhotoState = { existing: photos.existing, lost: photos.lost, pending: set.photos ?? NO_PHOTO_CHANGE };
  let content: LoadedContent = {};
  let namesPhotos = false;
  const problems = set.files.flatMap((file) => {
    const kind = fileKindOf(file.name);
    const checked = kind.check(file.text, others, state);
    content = checked.content ?? content;
    namesPhotos ||= checked.namesPhotos;
    return checked.problems.map((problem) => `${kind.title}: ${problem.message}`);
  });
  return { problems, content, namesPhotos };
}

/** Step 2: the set in the owner's words: each file's summary on the first line, every change it lists below. */
function describeChangeSet(set: ChangeSet, names: unknown): { summary: string; listed: string[]; message: string } {
  const described = set.files.map((file) => {
    const kind = fileKindOf(file.name);
    return { title: kind.title, ...kind.describe(file.base.text, file.text, names) };
  });
  const summary = `${set.heading ?? ""}${described.map((file) => file.summary).join("; ")}`;
  // A change of several files says which file each listed change is in.
  const listed = described.flatMap((file) => (described.length > 1 ? file.listed.map((change) => `${file.title}: ${change}`) : file.listed));
  return { summary, listed, message: commitMessage(summary, listed) };
}

/** Where the pipeline runs: the backend it commits through, and, online, the repository a commit is followed in. */
export interface PipelineContext {
  backend: EditorBackend;
  repo?: string;
  photos?: KnownPhotos;
  /** The photo files there are, when the set names any and they were asked for (the screen keeps them). */
  onPhotosListed?: (photos: readonly string[]) => void;
  /** Where it stands meanwhile: saving, with the bytes of photos sent. */
  onStatus?: (status: ChangeStatus) => void;
  /** The content as the editor was built: the site's address when the set holds no content file (the postcode list). */
  built: LoadedContent;
  /**
   * Step 5, once committed: the screen brings its own state to the commit (the file as saved, the files the change
   * brought read again) before the outcome says "Saved", so a tap right after it never acts on the files as they were.
   */
  settle?: (committed: Committed) => Promise<void>;
}

/** A change set committed. */
export interface Committed {
  /** The first file's version now (the backend answers only its). */
  version: string;
  /** The photos it sent: those added, and those it removed (named nowhere). */
  photos: PhotoChange;
  /** The photo files there are now, when the set named any (and so asked for them). */
  photosThere?: readonly string[];
  /** Online: the commit, followed from now until it is live. */
  follow?: FollowedSave;
}

export type Outcome = { status: ChangeStatus; committed?: Committed };

/**
 * Step 1 where the set is saved: checked (`known`: already, with the photos the screen knows of), and, when a file names a photo, checked again with the photo files there
 * are now (asked for only then), which the screen is told of.
 */
export async function checkWhereSaved(
  set: ChangeSet,
  context: Pick<PipelineContext, "backend" | "photos" | "onPhotosListed">,
  known?: SetCheck,
): Promise<SetCheck & { photosThere?: string[] }> {
  const checked = known ?? checkChangeSet(set, context.photos);
  if (!checked.namesPhotos) return checked;
  // Every photo a file names must be there now (at the head, or in the folder), or come with this set.
  const photosThere = await context.backend.photos();
  context.onPhotosListed?.(photosThere);
  return { ...checkChangeSet(set, { existing: new Set(photosThere), lost: context.photos?.lost ?? new Set() }), photosThere };
}

/**
 * Steps 1 to 5: the set checked, said, committed as one, the screen settled on it, and how it ended. `set` may be
 * given as how to make it (the lines written onto each file): it is made once "Saving…" has been painted, so the
 * tap on Save is answered before any of the work.
 */
export async function commitChangeSet(given: ChangeSet | (() => ChangeSet), context: PipelineContext): Promise<Outcome> {
  const { backend } = context;
  context.onStatus?.({ kind: "saving" });
  await afterPaint();
  const set = typeof given === "function" ? given() : given;
  // With the photo files known, refused at once on what is known: nothing is asked of the backend for a set that can't be saved.
  const known = context.photos && checkChangeSet(set, context.photos);
  if (known && known.problems.length > 0) return { status: { kind: "refused", problems: known.problems } };
  try {
    const checked = await checkWhereSaved(set, context, known);
    if (checked.problems.length > 0) return { status: { kind: "refused", problems: checked.problems } };
    const { photosThere } = checked;
    const { summary, listed, message } = describeChangeSet(set, set.names ?? checked.content);
    const photos = removableOnly(set);
    const [first, ...also] = set.files;
    const saved = await backend.save({
      name: first.name,
      text: first.text,
      baseVersion: first.base.version,
      message,
      ...(photos.add.length > 0 || photos.remove.length > 0 ? { photos } : {}),
      ...(also.length > 0 ? { also: also.map((file): FileSave => ({ name: file.name, text: file.text, baseVersion: file.base.version })) } : {}),
      onProgress: (sent, total) => context.onStatus?.({ kind: "saving", sent, total }),
    });
    const follow =
      saved.commit && context.repo
        ? savedCommit({
            repo: context.repo,
            sha: saved.commit,
            name: first.name,
            text: first.text,
            pagePath: fileKindOf(first.name).pagePath(checked.content),
            content: checked.content,
            built: context.built,
          })
        : undefined;
    const committed: Committed = { version: saved.version, photos, photosThere, follow };
    await settleOn(committed, context.settle);
    const by = saved.by === undefined ? {} : { by: saved.by };
    return { status: { kind: "saved", message: summary, changes: listed, file: editedFilePath(first.name), ...by }, committed };
  } catch (error) {
    // A set of one file is "this file" to the owner; one of several names the files that moved on.
    return { status: set.files.length > 1 ? failedSave(error, fileTitleOfPath) : failedSave(error) };
  }
}

/** Step 5: what the screen does once committed; the commit stands whatever happens there (it is said in the console). */
async function settleOn(committed: Committed, settle: PipelineContext["settle"]): Promise<void> {
  await settle?.(committed).catch((error: unknown) => console.info("site editor: the screen didn't take in the saved change:", error));
}

/** The set's photos to remove, but those another file (as the set leaves it, or as it is) still names. */
function removableOnly(set: ChangeSet): PhotoChange {
  const photos = set.photos ?? NO_PHOTO_CHANGE;
  if (photos.remove.length === 0) return photos;
  const written = contentTextsOf(set);
  const texts = Object.values({ ...currentTexts(), ...written });
  return { add: photos.add, remove: photosNamedNowhere(photos.remove, texts) };
}
