/**
 * The content check, in the editor, on what a save would write: the edited file's text (the values written onto
 * the file as read, exactly as the save will write it) together with every other file as it is now where the editor
 * saves (`refreshContent`: GitHub's branch, or the local folder; as the editor was built until that has answered).
 * It is `npm run check:content`'s own code (src/content/check-with-validators.ts): the schemas, each code once,
 * the rules across files and the go-live list, with the same messages (but that the go-live list's fixes name each
 * field as the form labels it, "untick “Samples”", where the YAML's reader reads "set samples to false"), run with
 * the validators the build compiled (the page's policy allows no code made at run time, and the browser carries no
 * compiler).
 *
 * Loaded with the file editor, never before the owner has the sign-in and the list of files.
 */
import baseline from "virtual:editor/baseline";
import validators from "virtual:editor/validators";
import { checkContentTextsWith, keepPassedFile, type CheckedContent, type ContentTexts, type FileCheckMemo } from "../../content/check-with-validators.ts";
import { followersOf } from "../../content/file-declarations.ts";
import { CONTENT_NAMES, contentFilePath, type ContentName } from "../../content/names.ts";
import type { ContentTexts as EveryFile, EditorBackend } from "../backends/backend.ts";

/**
 * The files' own checks, kept: only the edited file's changes from one check to the next. It starts with the build's:
 * the content the editor was built from holds only files that matched their schemas (the build stops otherwise), each
 * with the data its text parsed to, so a file as built is neither parsed nor checked against its schema again.
 */
const memo: FileCheckMemo = new Map();
for (const name of CONTENT_NAMES) {
  const data = baseline.content[name];
  if (data !== undefined) keepPassedFile({ name, source: baseline.texts[name], data, displayPath: contentFilePath(name), memo });
}

const checkTexts = (texts: ContentTexts["texts"]): CheckedContent =>
  checkContentTextsWith({ texts, schemas: baseline.schemas, displayPath: contentFilePath, fixReader: "owner", validators, memo });

/** Every file's text as last read from where the editor saves; the build's until then. */
let current: EveryFile = baseline.texts;
/** How many times `current` has changed: the checks made before a change are to be made again. */
let revision = 0;
const listeners = new Set<() => void>();

/**
 * Every file as it is now (as far as the editor knows), with `name` as `text`, and `others` as the same save writes
 * them (a new package's Savings at a Glance row: package-change/).
 */
export function checkFile(name: ContentName, text: string, others: Partial<EveryFile> = {}): CheckedContent {
  return checkTexts({ ...current, ...others, [name]: text });
}

/** For React's useSyncExternalStore: the checks' content changed (another file, read again). */
export function subscribeToContent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const contentRevision = () => revision;

/** Every file's text as the editor knows it now (after `refreshContent`, as it is where the editor saves). */
export const currentTexts = (): EveryFile => current;

/** The files saved since the editor (and the site with it) was built: the preview draws them as they are now. */
export const savedSinceBuild = (): ContentName[] => CONTENT_NAMES.filter((name) => current[name] !== baseline.texts[name]);

/**
 * Reads every file again from the backend, in the background (a file's form is drawn first, with the texts held),
 * fetching only what changed, and tells the checks if anything did. A failure leaves the texts held: the owner's
 * save says what went wrong, and the commit's own check still sees everything.
 */
export async function refreshContent(backend: EditorBackend): Promise<void> {
  let changed: Partial<EveryFile>;
  try {
    changed = await backend.changedTexts(current);
  } catch (error) {
    console.info("checks: the content as it is now couldn't be read", error);
    return;
  }
  if (Object.keys(changed).length === 0) return;
  current = { ...current, ...changed };
  revision += 1;
  for (const listener of listeners) listener();
}

/**
 * Warms the check's code up, once, while the owner looks at the list (start.ts): each file's validator runs on its
 * data as built (the first run of a validator compiles it, most of its cost on a slow phone), then the whole check on
 * the content as built, each step at the moment `next` gives it (an idle moment): a tap waits for one step at most,
 * never the whole content's (on a slow phone the whole is most of a second).
 */
export function prepareChecks(next: (step: () => void) => void): void {
  const names = [...CONTENT_NAMES];
  const step = () => {
    const name = names.shift();
    if (name === undefined) {
      checkTexts(baseline.texts);
      return;
    }
    warmValidator(name);
    next(step);
  };
  next(step);
}

/** Runs a file's validator once on its data as built: its first run compiles it, most of its cost on a slow phone. */
function warmValidator(name: ContentName): void {
  if (baseline.content[name] !== undefined) validators[name](baseline.content[name]);
}

/**
 * The validators a change of a file runs (its own and its followers'), warmed once its form is drawn (use-file-read.ts):
 * the first change's check would compile them otherwise, inside the owner's next tap (a package added on the Pricing page showed its new fields
 * after 0.9-1.0 s instead of 0.4-0.5 s). The build's check of them is kept: nothing is parsed again.
 */
export function warmValidatorsOf(name: ContentName): void {
  for (const file of [name, ...followersOf(name)]) warmValidator(file);
}
