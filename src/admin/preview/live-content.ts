/**
 * The content the editor's preview shows. In the editor's bundle every `virtual:content/…` module is
 * a live binding onto this store (scripts/build/admin/live-content-plugin.ts), so the site's own
 * components, which import their content, render the owner's values as they type.
 *
 * Every prose text in it carries its file and path, invisibly (tap/edit-marks.ts), so a tap on the drawn words
 * finds its field. The store is the only place content is marked: the site's build reads its content elsewhere.
 */
import type { LoadedContent } from "../../content/content-types.ts";
import { CONTENT_NAMES, type ContentName } from "../../content/names.ts";
import { parseSchemas } from "../../content/schema-texts.ts";
import baseline from "virtual:editor/baseline";
import { markFileOnDay } from "../tap/edit-marks.ts";
import type { ContentFiles } from "../../content/generated/content-files.ts";
import { businessDay } from "../../lib/business-day.ts";
import type { SchemaFiles } from "../schema/schema-fields.ts";
import { isPlainObject } from "../schema/field-tree.ts";

/**
 * The values as the preview draws them: each file's values as the check kept them, with every prose text marked
 * (markFile). Only the content modules read them (generated, scripts/build/admin/live-content-plugin.ts).
 */
type MarkedContent = { [Name in ContentName]?: unknown };
type Listener = (content: MarkedContent) => void;

const SCHEMAS = parseSchemas(baseline.schemas) as SchemaFiles;

/** Each file's values as marked, by the values given: a file the check kept as it was is not marked again. */
const markedOf = new WeakMap<object, unknown>();

function marked(name: ContentName, data: unknown): unknown {
  if (!data || typeof data !== "object") return data;
  let found = markedOf.get(data);
  if (found === undefined) {
    // The site as a visitor sees it today (the UK's day, on this device's clock): new prices from a day that has come.
    found = markFileOnDay(name, data as ContentFiles[typeof name], SCHEMAS, businessDay());
    markedOf.set(data, found);
  }
  return found;
}

/**
 * `files` over `before`, each file marked as it is first read: by the page drawn with it (drawWith, in the preview's
 * own render after the paint that answers a key), not in the key's event. Marking a whole file takes a phone several
 * milliseconds, and a file read again is not marked again (markedOf).
 */
function markedOver(before: MarkedContent, files: LoadedContent): MarkedContent {
  const content: MarkedContent = {};
  for (const name of CONTENT_NAMES) {
    if (Object.hasOwn(files, name)) Object.defineProperty(content, name, { enumerable: true, get: () => marked(name, files[name]) });
    else if (Object.hasOwn(before, name)) Object.defineProperty(content, name, Object.getOwnPropertyDescriptor(before, name)!);
  }
  return Object.freeze(content);
}

const listeners: Listener[] = [];
/** The values as given (the shape a value typed is compared with), and as the preview draws them (marked). */
let given: LoadedContent = baseline.content;
let latest: PreviewContent = markedOver({}, baseline.content);
/** What the content modules hold now: the content of the page last drawn (drawWith). */
let drawn: PreviewContent = latest;

/**
 * One state of the content the preview draws: every file's values, marked. Each change makes a new one (never changed
 * after), so the page drawn with it reads the same values from its first component to its last, however many parts
 * React draws it in (a key typed meanwhile makes the next one).
 */
export type PreviewContent = Readonly<MarkedContent>;

/** Calls `listener` now and each time a page is drawn with other content (each content module keeps its binding up to date this way). */
export function watchContent(listener: Listener): void {
  listeners.push(listener);
  listener(drawn);
}

/** The content the preview draws now, before any change. */
export const previewContent = (): PreviewContent => latest;

/** Shows these files' values from now on (the files not named keep theirs): the content to draw the page with. */
export function showContent(next: LoadedContent): PreviewContent {
  given = { ...given, ...next };
  latest = markedOver(latest, next);
  return latest;
}

/**
 * The content modules take `content`, as the page starts to be drawn with it (PagePreview.tsx): only then, so a page
 * drawn in parts never mixes two states of the content.
 */
export function drawWith(content: PreviewContent): void {
  if (content === drawn) return;
  drawn = content;
  for (const listener of listeners) listener(content);
}

/** Whether two values have the same shape: the same kinds of value at the same places, lists of the same lengths. */
function sameShape(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((entry, i) => sameShape(entry, b[i]));
  if (isPlainObject(a) || isPlainObject(b)) {
    if (!isPlainObject(a) || !isPlainObject(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameShape(a[key], b[key]));
  }
  return typeof a === typeof b;
}

/**
 * Shows the values as the owner has just typed them, before the check has run (it runs at the next pause), when they
 * have the shape of the values shown now (a text still a text, a price still a number): the page follows each key
 * at once. Any other change (a price emptied, an entry added) waits for the check, which keeps the page drawable.
 * Returns the content to draw the page with, or nothing if the values wait.
 */
export function showTyped(name: ContentName, values: unknown): PreviewContent | undefined {
  if (!sameShape(values, given[name])) return undefined;
  return showContent({ [name]: values });
}
