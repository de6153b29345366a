/**
 * The words of a developer's that the editor never shows the owner (issue 57): a file path, a field's key, a code,
 * "Entry N", true or false. The keys are every property name in schemas/, the codes every value the content holds
 * where its schema asks for a code (common.schema.json's `id`) and every key of a table keyed by codes: none is a
 * hand-copied list, so a key or a code added later is looked for too.
 */
import path from "node:path";
import { readSchemaFiles } from "../../scripts/build/admin/editor-config.ts";
import { resolveSchema, type JsonSchema, type SchemaFiles } from "../../src/admin/schema/resolve-schema.ts";
import { schemaFile } from "../../src/content/file-declarations.ts";
import { CONTENT_NAMES } from "../../src/content/names.ts";
import { readContent } from "../../src/content/node/read-content.ts";
import { PROJECT_ROOT } from "./content-root.ts";

const SCHEMAS = readSchemaFiles(path.join(PROJECT_ROOT, "schemas")) as SchemaFiles;
const content = readContent() as unknown as Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every property name of every schema. */
function keysIn(node: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => keysIn(item, keys));
  else if (isObject(node)) {
    if (isObject(node.properties)) Object.keys(node.properties).forEach((key) => keys.add(key));
    Object.values(node).forEach((value) => keysIn(value, keys));
  }
  return keys;
}

/** The content's codes, and the rest of its words (what the owner wrote, which may say anything), walking values with their schemas. */
function walk(schema: JsonSchema, base: string, value: unknown, found: { codes: Set<string>; words: Set<string> }): void {
  const resolved = resolveSchema(schema, base, SCHEMAS);
  const node = resolved.schema;
  if (typeof value === "string") (resolved.definition === "id" ? found.codes : found.words).add(value);
  else if (Array.isArray(value)) value.forEach((item) => walk(node.items ?? {}, resolved.base, item, found));
  else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      const property = node.properties?.[key];
      if (property) walk(property, resolved.base, child, found);
      else {
        // A table keyed by codes.
        found.codes.add(key);
        walk(typeof node.additionalProperties === "object" ? node.additionalProperties : {}, resolved.base, child, found);
      }
    }
  }
}

const KEYS = keysIn(Object.values(SCHEMAS));
const { codes: CODES, words: OWNERS_WORDS } = (() => {
  const found = { codes: new Set<string>(), words: new Set<string>() };
  for (const name of CONTENT_NAMES) walk(SCHEMAS[schemaFile(name)], schemaFile(name), content[name], found);
  return found;
})();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const FILE_PATH = /\b(?:content|schemas|photos|public)\/|[\w-]+\.(?:ya?ml|json|csv)\b/;
const ENTRY_N = /\bEntry \d+/;
/** True or false as a value (quoted, or what something is set to), not the English word ("true facts"). */
const TRUE_FALSE = /["'`“](?:true|false)["'`”]|\b(?:is|to|be|=|:)\s+(?:true|false)\b/;
/** A key written as code: in quotes or back-ticks, or in camelCase (no word of the owner's is), or with a digit. */
const CODED_KEY = new RegExp(
  `["'\`](?:${[...KEYS].map(escape).join("|")})["'\`]|\\b(?:${[...KEYS]
    .filter((key) => /[A-Z0-9]/.test(key))
    .map(escape)
    .join("|")})\\b`,
);
/** A code with a dash or a digit is one anywhere; a one-word code ("gold", "where") only as a name of its own, on its line or between "›". */
const CODE_IN_TEXT = new RegExp(
  `(?<![\\w-])(?:${[...CODES]
    .filter((code) => /[-0-9]/.test(code))
    .map(escape)
    .join("|")})(?![\\w-])`,
);

/** The editor's own words in `text`: the owner's content taken out (longest first), whatever it says. */
function editorsWords(text: string): string {
  let left = text;
  for (const words of [...OWNERS_WORDS].filter((words) => words.trim().length > 1).sort((a, b) => b.length - a.length)) left = left.split(words).join(" ");
  return left;
}

/** Each developer's word in the text the editor shows (its lines as the browser lays them out), with the line it is on. */
export function developerWordsIn(shown: string): string[] {
  const found: string[] = [];
  const lines = shown.split("\n").map((each) => each.trim());
  const left = lines.map(editorsWords);
  lines.forEach((shownLine, at) => {
    const line = left[at];
    // Names: the line, or a part of it between "›" or after a colon, quotes aside.
    const names = shownLine.split(/\s*(?:›|:\s)\s*/).map((part) => part.replace(/[“”"]/g, "").trim());
    const named = names.find((name) => CODES.has(name) || KEYS.has(name) || name === "true" || name === "false");
    const match = FILE_PATH.exec(line) ?? ENTRY_N.exec(line) ?? TRUE_FALSE.exec(line) ?? CODED_KEY.exec(line) ?? CODE_IN_TEXT.exec(line);
    if (named !== undefined) found.push(`"${named}" in: ${shownLine}`);
    else if (match) found.push(`"${match[0]}" in: ${shownLine}`);
  });
  return found;
}
