/**
 * A save writes the owner's values onto the file as the owner wrote it, so it changes only what was
 * edited. Comments (the owner's guide in each file), key order,
 * quoting, blank lines and alignment all stay; one changed price is one changed line; a new FAQ
 * question is just its own lines. (Writing the values out afresh would rewrite the whole file and
 * drop every comment.)
 *
 * How: the values are set onto the file's parsed Document (the yaml package keeps comments and each
 * value's style there), then only the lines that edit changed in the Document's rendering are
 * carried onto the original text (merge-lines.ts), so the rendering's own differences (alignment
 * spaces, line breaks in folded text) never reach the file. Where all that changed is whole numbers (a price typed, the
 * check at each pause in typing), each number's characters are replaced in place instead, which gives the same text
 * with no rendering or merge: on a phone's CPU that check took 160 ms with the whole way, 30-80 with this.
 */
import { isMap, isScalar, isSeq, parse, parseDocument, type Document, type Node, type YAMLMap, type YAMLSeq } from "yaml";
import { mergeLines } from "./merge-lines.ts";
import { runSteps, type Steps } from "../../lib/steps.ts";

/** How the Document is rendered: never fold long lines (the owner's files don't). */
const RENDER = { lineWidth: 0 } as const;

type Plain = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.keys(value).length === 0);
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Parses a content file, refusing one that isn't well-formed YAML (saving over it would lose text). */
function parseStrict(text: string): Document {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`The file can't be read as YAML: ${doc.errors[0].message}`);
  return doc;
}

/** Gives a new node the look of its neighbour: flow or block, blank line before, quoting of each value. */
function copyStyle(node: unknown, template: unknown): void {
  if (isScalar(node) && isScalar(template)) {
    if (typeof node.value === "string" && typeof template.value === "string") node.type = template.type;
  } else if (isMap(node) && isMap(template)) {
    node.flow = template.flow;
    for (const pair of node.items) copyStyle(pair.value, template.get(isScalar(pair.key) ? pair.key.value : pair.key, true));
  } else if (isSeq(node) && isSeq(template)) {
    node.flow = template.flow;
    const last = template.items[template.items.length - 1];
    for (const item of node.items) copyStyle(item, last);
  }
}

function createLike(doc: Document, value: unknown, template?: unknown): Node {
  const node = doc.createNode(value) as Node;
  if (template) copyStyle(node, template);
  return node;
}

/** The value set onto `node`: the node itself, changed in place where its kind allows, or a new node. */
function applyValue(doc: Document, node: unknown, value: unknown): Node {
  if (isScalar(node) && !isPlainObject(value) && !Array.isArray(value) && typeof node.value === typeof value) {
    if (node.value !== value) node.value = value;
    return node;
  }
  if (isMap(node) && isPlainObject(value)) {
    applyToMap(doc, node, value);
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    applyToSeq(doc, node, value);
    return node;
  }
  return createLike(doc, value, node);
}

function applyToMap(doc: Document, map: YAMLMap, value: Plain): void {
  const keyOf = (key: unknown) => String(isScalar(key) ? key.value : key);
  const present = new Set<string>();
  map.items = map.items.filter((pair) => {
    const key = keyOf(pair.key);
    present.add(key);
    if (value[key] === undefined) return false;
    pair.value = applyValue(doc, pair.value, value[key]);
    return true;
  });
  // A field the file didn't have is written only when it was given a value (an empty optional field is left out).
  for (const [key, entry] of Object.entries(value)) {
    if (!present.has(key) && !isEmpty(entry)) map.items.push(doc.createPair(key, createLike(doc, entry)) as never);
  }
}

/**
 * Which of a list's nodes each new entry keeps (undefined: none, a new node): an unchanged entry is found by its value,
 * an edited one by its `id`, then the rest pair up in order. (Not the rule by which conflicts/match-entries.ts says
 * which entry became which between two versions: this one keeps a node's comments with the values most like it.)
 */
function keptNodes(seq: YAMLSeq, values: unknown[]): (number | undefined)[] {
  const originals = seq.items as unknown[];
  const json = (node: unknown) => (isScalar(node) || isMap(node) || isSeq(node) ? (node as Node).toJSON() : node);
  const unused = new Set(originals.map((_, index) => index));
  const take = (test: (node: unknown) => boolean) => {
    const index = [...unused].find((candidate) => test(originals[candidate]));
    if (index !== undefined) unused.delete(index);
    return index;
  };
  const matched: (number | undefined)[] = values.map((value) => take((node) => sameJson(json(node), value)));
  values.forEach((value, index) => {
    const id = isPlainObject(value) ? value.id : undefined;
    if (matched[index] === undefined && typeof id === "string") matched[index] = take((node) => isMap(node) && node.get("id") === id);
  });
  values.forEach((_, index) => {
    if (matched[index] === undefined) matched[index] = take(() => true);
  });
  return matched;
}

/**
 * Lists keep each entry's node (and so its comments) with the entry (keptNodes). New entries look like the last one
 * (quoting, flow or block).
 */
function applyToSeq(doc: Document, seq: YAMLSeq, values: unknown[]): void {
  const originals = seq.items as unknown[];
  const matched = keptNodes(seq, values);
  const last = originals[originals.length - 1];
  seq.items = values.map((value, index) => {
    const original = matched[index];
    const node = original !== undefined ? applyValue(doc, originals[original], value) : createLike(doc, value, last);
    // Blank lines between entries are the list's layout: they stay where they were, whichever entry lands there.
    const layout = originals[Math.min(index, originals.length - 1)] as Node | undefined;
    if (layout && (layout.spaceBefore || node.spaceBefore)) node.spaceBefore = layout.spaceBefore;
    return node;
  });
}

/** A whole number written as one in the file: its digits alone (no sign but a minus, no leading +, dot or exponent). */
const WHOLE_NUMBER = /^-?[0-9]+$/;

/** Where a number's text is replaced: its characters in the file, and the new ones. */
interface Splice {
  from: number;
  to: number;
  text: string;
}

/**
 * The splices that write `value` onto `node` when all it changes is whole numbers, each written in the file as a whole
 * number (a digit typed into a price, a count): each number's own characters replaced, which is what the whole write-back
 * gives (apply-edits.test.ts compares the two on every number of every content file). False when anything else changed
 * (a word, an entry added, removed or moved, a key): the edit is then written the whole way.
 */
function numberSplices(text: string, node: unknown, value: unknown, splices: Splice[]): boolean {
  if (isScalar(node)) {
    if (node.value === value) return true;
    const [from, to] = node.range ?? [];
    if (typeof node.value !== "number" || !Number.isSafeInteger(value) || from === undefined || to === undefined) return false;
    if (node.type !== "PLAIN" || !WHOLE_NUMBER.test(text.slice(from, to))) return false;
    splices.push({ from, to, text: String(value) });
    return true;
  }
  if (isMap(node)) {
    if (!isPlainObject(value)) return false;
    const present = new Set<string>();
    for (const pair of node.items) {
      if (!isScalar(pair.key)) return false;
      const key = String(pair.key.value);
      present.add(key);
      if (value[key] === undefined || !numberSplices(text, pair.value, value[key], splices)) return false;
    }
    // A key the file doesn't have, with a value: written the whole way (an empty one is left out either way).
    return Object.entries(value).every(([key, entry]) => present.has(key) || isEmpty(entry));
  }
  if (isSeq(node)) {
    if (!Array.isArray(value) || value.length !== node.items.length) return false;
    // Each entry kept in its place (the whole write-back would keep it there too), then its numbers.
    const matched = keptNodes(node, value);
    return value.every((entry, index) => matched[index] === index && numberSplices(text, node.items[index], entry, splices));
  }
  return false;
}

/** `original` with `data` written in by replacing numbers alone (numberSplices), or undefined where more changed. */
export function writeNumbers(original: string, data: unknown): string | undefined {
  const splices: Splice[] = [];
  if (!numberSplices(original, readDocument(original).doc.contents, data, splices)) return undefined;
  let text = original;
  for (const { from, to, text: digits } of splices.sort((a, b) => b.from - a.from)) text = text.slice(0, from) + digits + text.slice(to);
  return text;
}

const lines = (text: string) => text.split("\n");

/** A file's text parsed, and (once a write needs it) its rendering's lines. */
interface ReadDocument {
  doc: Document;
  lines?: string[];
}

/** The files last written onto, parsed once each: the check at each pause in typing writes onto the same text. */
const readDocuments = new Map<string, ReadDocument>();
const KEPT_READS = 8;

/** `original` parsed (kept, never edited: an edit works on a copy). */
function readDocument(original: string): ReadDocument {
  let read = readDocuments.get(original);
  if (!read) {
    read = { doc: parseStrict(original) };
    readDocuments.set(original, read);
    if (readDocuments.size > KEPT_READS) readDocuments.delete(readDocuments.keys().next().value!);
  }
  return read;
}

/**
 * Reads `original` ahead of its first edit, so that the first check after a key writes onto it with no parse (on a
 * phone's CPU, a third of that check's time): called while the owner reads the file just opened.
 */
export function readAhead(original: string): void {
  try {
    readDocument(original);
  } catch {
    // A file that isn't YAML: applyEdits says so when it is written onto.
  }
}

/** Values read from a file's text and not edited since (edits make new objects), with the text they were read from. */
const readFrom = new WeakMap<object, string>();

/**
 * A file's values as read from its text (no text reads as no values). Written back onto that same text unedited, they
 * give it back as it is, with no parse or merge: a file opened, or its followers read, costs a phone no write-back.
 */
export function valuesOf(text: string): unknown {
  const values: unknown = parse(text) ?? {};
  if (typeof values === "object" && values !== null) readFrom.set(values, text);
  return values;
}

/**
 * The file's new text: `data` (the whole file's values, as the editor holds them) written onto `original`. Whole numbers
 * changed alone are written in their places (writeNumbers); any other edit, the whole way (writeWhole).
 */
export function applyEdits(original: string, data: unknown): string {
  return runSteps(applyEditsInSteps(original, data));
}

/**
 * applyEdits in steps (src/lib/steps.ts): the whole way's rendering, each merge and its reading back are steps of their
 * own, so the check at a pause after a package added or retired (on a phone's CPU, a 127 ms task as one) lets a tap
 * on Save be answered between them.
 */
export function* applyEditsInSteps(original: string, data: unknown): Steps<string> {
  if (typeof data === "object" && data !== null && readFrom.get(data) === original) return original;
  return writeNumbers(original, data) ?? (yield* writeWholeInSteps(original, data));
}

/**
 * `data` written onto `original` by way of the yaml package's rendering: set onto the parsed Document, then the lines
 * that changed in the rendering carried onto the original text. Every merge is read back and must give exactly the
 * edited values; in the unexpected case that none does, the rendering of the edited Document is written (comments
 * kept, layout normalised).
 */
export function writeWhole(original: string, data: unknown): string {
  return runSteps(writeWholeInSteps(original, data));
}

function* writeWholeInSteps(original: string, data: unknown): Steps<string> {
  const base = readDocument(original);
  if (!base.lines) {
    base.lines = lines(base.doc.toString(RENDER));
    yield;
  }
  const edited = base.doc.clone();
  edited.contents = applyValue(edited, edited.contents, data) as never;
  const rendered = edited.toString(RENDER);
  const expected = edited.toJSON();
  yield;
  const readsBack = (text: string) => {
    const check = parseDocument(text);
    return check.errors.length === 0 && sameJson(check.toJSON(), expected);
  };
  // Within lines first (keeps an edited line's own layout), then whole lines, then the rendering.
  for (const withinLines of [true, false]) {
    const merged = mergeLines(lines(original), base.lines, lines(rendered), { withinLines }).join("\n");
    yield;
    if (readsBack(merged)) return merged;
    yield;
  }
  return rendered;
}
