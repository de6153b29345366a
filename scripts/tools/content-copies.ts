/**
 * Finds the owner's content copied into code or tests. A shipped price or sentence typed into a
 * test pins today's content: the owner's next edit would turn the checks red. Code and tests read
 * the content instead (tests on the fixture content may use its values, which never change).
 */
import fs from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { CONTENT_NAMES, type ContentName } from "../../src/content/names.ts";
import { schemaFile } from "../../src/content/file-declarations.ts";
import { FIXTURE_CONTENT_DIR } from "../build/site-folders.ts";

/** A sentence or phrase long enough that finding it in code means it was copied. */
const MIN_WORDS = 3;
const MIN_CHARACTERS = 16;

/** The folders searched (tests/fixtures/ left out: the fixture content and its bad copies live there). */
export const SEARCHED_FOLDERS = ["src", "scripts", "tests"] as const;

/**
 * Left out of the search: the fixture content and its bad copies, and the owner-edit step's edits. Those are
 * made-up values written into content, never expectations read from it, and an owner may well write the same
 * words (an FAQ question on gift vouchers, say): their content must not turn this check red (issue 19).
 */
const NOT_SEARCHED = ["tests/fixtures/", "tests/owner-edits/"];

/** Pictures and video (the screenshot baselines, sample photos): bytes, not text, where "£8" is only ever chance. */
const MEDIA_FILE = /\.(?:png|jpe?g|webp|avif|gif|ico|mp4|webm)$/i;

export interface ContentValues {
  /** Every phrase (whole value, line or sentence) long enough to count, with the file it is from. */
  phrases: Map<string, ContentName>;
  /** Every amount in pounds (prices, savings, and £ amounts inside text), with its file. */
  amounts: Map<string, ContentName>;
}

export interface ContentCopy {
  /** Relative to the project root, with forward slashes. */
  file: string;
  line: number;
  /** The value found: a phrase, or an amount written as the site shows it (£15). */
  value: string;
  /** For an amount, its digits alone ("1200" for £1,200), as the content may hold it as a number. */
  amount?: string;
  source: ContentName;
}

type Schema = { [key: string]: unknown };

/** £15, £1,200: an amount as written in text; with pence (£15.50) it is another amount. */
const AMOUNT = /£(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?/g;

/** The whole-pound amounts written in a text, as plain digits ("1200"), with how each is written. */
const amountsIn = (text: string) =>
  [...text.matchAll(AMOUNT)].filter((match) => match[2] === undefined).map((match) => ({ written: match[0], amount: match[1].replace(/,/g, "") }));

const isPhrase = (text: string) => text.length >= MIN_CHARACTERS && text.split(/\s+/).filter(Boolean).length >= MIN_WORDS;

/** The value itself, each of its lines and each of its sentences: what a test might copy. */
function phrasesOf(value: string): string[] {
  const pieces = new Set<string>([value.trim()]);
  for (const line of value.split("\n")) {
    pieces.add(line.trim());
    for (const sentence of line.split(/(?<=[.!?])\s+/)) pieces.add(sentence.trim());
  }
  return [...pieces].filter(isPhrase);
}

/** Follows a $ref within a schema file or into common.schema.json. */
function resolve(node: Schema, schemas: Record<string, Schema>, file: string): { node: Schema; file: string } {
  let current = node;
  let currentFile = file;
  while (typeof current.$ref === "string") {
    const [target, pointer = ""] = current.$ref.split("#");
    if (target) currentFile = target;
    let next: unknown = schemas[currentFile];
    for (const part of pointer.split("/").filter(Boolean)) next = (next as Schema)[part];
    current = { ...(next as Schema), ...Object.fromEntries(Object.entries(current).filter(([key]) => key !== "$ref")) };
  }
  return { node: current, file: currentFile };
}

/** Walks the data alongside its schema and calls back with every value the schema calls pounds. */
function walkPounds(data: unknown, schemaNode: Schema, schemas: Record<string, Schema>, file: string, found: (amount: number) => void): void {
  const isPounds = typeof schemaNode.$ref === "string" && schemaNode.$ref.endsWith("#/definitions/pounds");
  if (isPounds && typeof data === "number") {
    found(data);
    return;
  }
  const { node, file: nodeFile } = resolve(schemaNode, schemas, file);
  if (Array.isArray(data)) {
    if (node.items && typeof node.items === "object") for (const item of data) walkPounds(item, node.items as Schema, schemas, nodeFile, found);
    return;
  }
  if (data && typeof data === "object") {
    const properties = (node.properties ?? {}) as Record<string, Schema>;
    for (const [key, value] of Object.entries(data)) {
      const child = properties[key] ?? (typeof node.additionalProperties === "object" ? (node.additionalProperties as Schema) : undefined);
      if (child) walkPounds(value, child, schemas, nodeFile, found);
    }
  }
}

function walkStrings(data: unknown, found: (text: string) => void): void {
  if (typeof data === "string") found(data);
  else if (Array.isArray(data)) data.forEach((item) => walkStrings(item, found));
  else if (data && typeof data === "object") Object.values(data).forEach((value) => walkStrings(value, found));
}

/**
 * The phrases and amounts of one content folder, read with the schemas (which say which numbers
 * are pounds). A file that is missing or unreadable adds nothing: the content check reports it.
 */
export function contentValues(contentDir: string, schemaDir: string): ContentValues {
  const values: ContentValues = { phrases: new Map(), amounts: new Map() };
  const schemas: Record<string, Schema> = {};
  for (const file of fs.readdirSync(schemaDir).filter((name) => name.endsWith(".schema.json"))) {
    schemas[file] = JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8")) as Schema;
  }
  for (const name of CONTENT_NAMES) {
    const file = path.join(contentDir, `${name}.yaml`);
    if (!fs.existsSync(file)) continue;
    let data: unknown;
    try {
      data = load(fs.readFileSync(file, "utf8"));
    } catch {
      continue;
    }
    const schema = schemas[schemaFile(name)];
    if (schema) walkPounds(data, schema, schemas, schemaFile(name), (amount) => values.amounts.set(String(amount), name));
    walkStrings(data, (text) => {
      for (const phrase of phrasesOf(text)) if (!values.phrases.has(phrase)) values.phrases.set(phrase, name);
      for (const { amount } of amountsIn(text)) values.amounts.set(amount, name);
    });
  }
  return values;
}

/**
 * A line that is only a comment: `//`, `/*` or ` * ` inside a block comment, and `#` in shell
 * scripts and YAML. Comments may quote the content; the site never shows them.
 */
function isCommentLine(file: string, line: string): boolean {
  if (/^\s*(\/\/|\/\*|\*)/.test(line)) return true;
  return /\.(sh|ya?ml)$/.test(file) && /^\s*#/.test(line);
}

const blank = (line: string, phrase: string) => line.split(phrase).join("\0".repeat(phrase.length));
const longestFirst = (a: string, b: string) => b.length - a.length;

/**
 * Every shipped phrase or amount in the given files, except on comment lines. Values of the
 * fixture content are allowed: tests on the fixture may use them, and an owner who happens to
 * write the same words or price is not copying from a test.
 */
function findContentCopies(root: string, files: readonly string[], shipped: ContentValues, allowed: ContentValues): ContentCopy[] {
  const allowedPhrases = [...allowed.phrases.keys()].sort(longestFirst);
  const shippedPhrases = [...shipped.phrases.keys()].filter((phrase) => !allowed.phrases.has(phrase)).sort(longestFirst);
  const copies: ContentCopy[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    text.split(/\r?\n/).forEach((raw, index) => {
      if (isCommentLine(file, raw)) return;
      const at = (value: string, source: ContentName, amount?: string) => copies.push({ file, line: index + 1, value, source, amount });
      // A fixture phrase may contain a shipped one ("Fixture Interior + Exterior"): not a copy.
      let line = allowedPhrases.reduce((rest, phrase) => (rest.includes(phrase) ? blank(rest, phrase) : rest), raw);
      // Longest first, each copy reported once (a sentence, not also the phrases inside it).
      for (const phrase of shippedPhrases) {
        if (!line.includes(phrase)) continue;
        at(phrase, shipped.phrases.get(phrase)!);
        line = blank(line, phrase);
      }
      for (const { written, amount } of amountsIn(line)) {
        const source = shipped.amounts.get(amount);
        if (source && !allowed.amounts.has(amount)) at(written, source, amount);
      }
    });
  }
  return copies;
}

export const formatCopy = (copy: ContentCopy) =>
  `${copy.file}:${copy.line}: "${copy.value}" is shipped content (content/${copy.source}.yaml); read it from the content instead of copying it.`;

/** The files searched: those given (git-tracked, in practice) under the searched folders, outside the fixture content. */
function searchedFiles(root: string, files: readonly string[]): string[] {
  return files.filter(
    (file) =>
      SEARCHED_FOLDERS.some((folder) => file.startsWith(`${folder}/`)) &&
      !NOT_SEARCHED.some((folder) => file.startsWith(folder)) &&
      !MEDIA_FILE.test(file) &&
      // Tracked but deleted in the working tree: nothing to search.
      fs.existsSync(path.join(root, file)),
  );
}

/** Runs the whole check on a project root: shipped content in content/, fixture content in tests/fixtures/content/. */
export function contentCopiesIn(root: string, trackedFiles: readonly string[]): { searched: string[]; copies: ContentCopy[] } {
  const schemaDir = path.join(root, "schemas");
  const shipped = contentValues(path.join(root, "content"), schemaDir);
  const allowed = contentValues(path.join(root, FIXTURE_CONTENT_DIR), schemaDir);
  const searched = searchedFiles(root, trackedFiles);
  return { searched, copies: findContentCopies(root, searched, shipped, allowed) };
}
