/**
 * The content check itself, on texts rather than files, so that it runs wherever the texts are: in
 * Node on the files (load-content.ts: `npm run check:content`, the build, the tests) and in the
 * browser on the editor's values before it saves. Each file is parsed (js-yaml), checked against its
 * schema by the validators it is given, and then the rules that span files run on every file that
 * passed. Every problem is placed at its line.
 *
 * The validators come compiled: at run time by check-texts.ts (Node), or ahead of time by the editor's
 * build (`virtual:editor/validators`), whose page allows no code made at run time; so nothing here
 * imports ajv's compiler.
 */
import type { ErrorObject } from "ajv";
import { YAMLException, load } from "js-yaml";
import { CONTENT_NAMES, type ContentName } from "./names.ts";
import { closestName, explainSchemaError } from "./explain-schema-error.ts";
import { explainYamlError, withoutComments, type YamlMark } from "./explain-yaml-error.ts";
import { checkCrossFileRules } from "./cross-file-rules.ts";
import { closuresOver } from "./closure-rules.ts";
import { newPricesNotes } from "./dated-rules.ts";
import { offersOverNotes } from "./offer-rules.ts";
import { businessDay } from "../lib/business-day.ts";
import { listInWords } from "../lib/format.ts";
import type { CrossFileProblem, LoadedContent } from "./content-types.ts";
import { fieldInWords, pointerToPath, type ContentProblem } from "./problem.ts";
import { locateNodes, toPointer } from "./yaml-locations.ts";
import { findPlaceholders, liveBySwitch, type FixReader, type SchemasByFile } from "./placeholders.ts";
import { parseSchemas, schemaFile, type ContentValidator, type ContentValidators, type SchemaTexts } from "./schema-texts.ts";

/** What the check reads: each content file's text (undefined: the file is missing) and each schema's text, by name ("common" too). */
export interface ContentTexts {
  texts: Partial<Record<ContentName, string>>;
  schemas: SchemaTexts;
  /** How a file is named in messages, e.g. content/pricing.yaml. */
  displayPath: (name: ContentName) => string;
  /**
   * Why this build publishes the live site whatever site.yaml's `live` says (deploy-context.ts), if it
   * does: then a placeholder is a problem, as with `live: true`.
   */
  productionDeploy?: string;
  /**
   * Who reads the go-live list's fixes (placeholders.ts): someone editing the YAML unless told otherwise; the site
   * editor says "owner", and its list names each field as its form labels it.
   */
  fixReader?: FixReader;
  /** The day the check is run on, as an ISO date (2026-12-24): a closure over by then is a note. Today by the clock unless given (tests give it). */
  today?: string;
}

export interface CheckedContent {
  /** Every file that parsed and matched its schema. */
  content: LoadedContent;
  /** Everything wrong, in file order: empty when the content is good. */
  problems: ContentProblem[];
  /**
   * Before the site is live: what is still a stand-in for the business's own facts (placeholders.ts),
   * the "before you go live" list. Once it is live, these are in `problems` instead, and this is empty.
   */
  placeholders: ContentProblem[];
  /**
   * Things to tidy that are neither mistakes nor placeholders, live or not: a closure that is over (closure-rules.ts),
   * new prices that have started (dated-rules.ts), an offer that is over (offer-rules.ts).
   * Listed beside the go-live list; they never fail a check.
   */
  notes: ContentProblem[];
}

/** The fields a file must hold, from its schema (a validator compiled ahead of time need not carry its schema). */
function requiredFields(schemas: SchemasByFile, name: ContentName): readonly string[] {
  return (schemas[schemaFile(name)] as { required?: string[] }).required ?? [];
}

interface ParsedFile {
  name: ContentName;
  displayPath: string;
  source: string;
  data: unknown;
}

function parseFile(name: ContentName, source: string | undefined, displayPath: string, fields: readonly string[]): ParsedFile | ContentProblem {
  const wholeFile = (message: string): ContentProblem => ({ file: displayPath, line: 1, column: 1, field: "", message });
  if (source === undefined) return wholeFile(`Expected this file to exist, but it is missing.`);
  if (withoutComments(source).trim() === "") {
    const holding = source.trim() === "" ? "it is empty" : "it holds only comments";
    return wholeFile(`Expected this file to hold its fields (${listInWords(fields)}), but ${holding}.`);
  }
  try {
    return { name, displayPath, source, data: load(source, { filename: displayPath }) };
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const mark = error.mark as YamlMark | undefined;
    return { file: displayPath, ...explainYamlError(source, error.reason, mark), field: "" };
  }
}

function schemaProblems(parsed: ParsedFile, validate: ContentValidator): ContentProblem[] {
  if (validate(parsed.data)) return [];
  const locations = locateNodes(parsed.source);
  // ajv reports a bad name in `propertyNames` twice: once from inside (saying what is wrong with it), once for the whole rule.
  const errors = (validate.errors ?? []).filter((error) => error.keyword !== "propertyNames");
  const problems = byUsefulness(withoutEchoes(errors)).map((error) => {
    const explained = explainSchemaError(error);
    return locate(parsed, locations, pointerToPath(explained.pointer, parsed.data), explained.atKey, explained.message);
  });
  return onePerField(problems);
}

/**
 * How telling a rule's message is when a value breaks several: what the value is and whether it is there come
 * first, then its size, then the rest; a pattern or a format says least (an emptied heading is "at least 1
 * character" before it is "a pattern").
 */
const RULE_RANK: Partial<Record<string, number>> = { required: 0, type: 0, enum: 1, minLength: 1, maxLength: 1, minimum: 1, maximum: 1, pattern: 3, format: 3 };
const byUsefulness = (errors: ErrorObject[]) => [...errors].sort((a, b) => (RULE_RANK[a.keyword] ?? 2) - (RULE_RANK[b.keyword] ?? 2));

/**
 * One problem per field, the first (the most useful): a mistake is one message, at its field, and the count
 * the owner is asked to fix is the count of fields to fix. A problem of the whole file (no field) is its own.
 */
function onePerField(problems: readonly ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    if (problem.field === "") return true;
    const key = `${problem.file}|${problem.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A misspelt field shows up twice: as an unknown field and as the missing one it was meant to be.
 * When the "Did you mean" guess names the missing field, only the misspelling is reported.
 */
function withoutEchoes(errors: ErrorObject[]): ErrorObject[] {
  const explainedMisspellings = new Set(
    errors
      .filter((error) => error.keyword === "additionalProperties")
      .map((error) => {
        const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
        return `${error.instancePath}|${closestName(String(error.params.additionalProperty), allowed)}`;
      }),
  );
  return errors.filter(
    (error) => !(error.keyword === "required" && explainedMisspellings.has(`${error.instancePath}|${error.params.missingProperty}`)),
  );
}

/** Places a problem at the nearest located node on its path (a missing field is reported at its parent). */
function locate(
  parsed: Pick<ParsedFile, "displayPath">,
  locations: ReturnType<typeof locateNodes>,
  fieldPath: (string | number)[],
  atKey: boolean,
  message: string,
): ContentProblem {
  for (let depth = fieldPath.length; depth >= 0; depth--) {
    const found = locations.get(toPointer(fieldPath.slice(0, depth)));
    if (found) {
      const position = atKey && depth === fieldPath.length && found.key ? found.key : found.value;
      return { file: parsed.displayPath, ...position, field: fieldInWords(fieldPath), message };
    }
  }
  return { file: parsed.displayPath, line: 1, column: 1, field: fieldInWords(fieldPath), message };
}

/** One file's own check (its YAML, then its schema): what the rules across files start from. */
interface FileCheck {
  source: string | undefined;
  parsed: ParsedFile | ContentProblem;
  /** The schema's problems (none when the file didn't parse). */
  found: ContentProblem[];
  /** Where each of its nodes is, once a rule across files or a placeholder has needed it (yaml-locations.ts). */
  locations?: ReturnType<typeof locateNodes>;
}

/**
 * Each file's own check, by name, kept from one check to the next: a file whose text hasn't changed isn't parsed
 * and checked against its schema again (the editor checks at every pause in typing, and only its one file
 * changes). Its parsed data is shared between the checks, which only read it.
 */
export type FileCheckMemo = Map<ContentName, FileCheck>;

function checkFileAlone(
  name: ContentName,
  source: string | undefined,
  displayPath: string,
  schemas: SchemasByFile,
  validate: ContentValidator,
): FileCheck {
  const parsed = parseFile(name, source, displayPath, requiredFields(schemas, name));
  return { source, parsed, found: "data" in parsed ? schemaProblems(parsed, validate) : [] };
}

/**
 * Keeps the check made elsewhere of a file that matched its schema: `data` is what its text parsed to. The editor keeps
 * the build's (editor-checks.ts): the build stops on content that fails its check, so each file of the content it was
 * built from has matched its schema, and opening a file checks only what differs from the build.
 */
export function keepPassedFile({
  name,
  source,
  data,
  displayPath,
  memo,
}: {
  name: ContentName;
  source: string;
  data: unknown;
  displayPath: string;
  memo: FileCheckMemo;
}): void {
  memo.set(name, { source, parsed: { name, displayPath, source, data }, found: [] });
}

/**
 * Keeps a file that matched its schema: the one place its data takes its type, which is generated from
 * that same schema (scripts/tools/generate-content-types.ts), so the check has just proved it.
 */
function keepChecked(content: LoadedContent, name: ContentName, data: unknown): void {
  (content as Record<ContentName, unknown>)[name] = data;
}

/**
 * Parses and checks every content file against its schema, with `validators` compiled from `schemas`,
 * then checks the rules that span files. Returns all problems at once; callers decide whether to print
 * them, fail the build or refuse a save.
 */
export function checkContentTextsWith({
  texts,
  schemas,
  displayPath,
  productionDeploy,
  fixReader,
  today = businessDay(),
  validators,
  memo,
}: ContentTexts & { validators: ContentValidators; memo?: FileCheckMemo }): CheckedContent {
  const parsedSchemas = parseSchemas(schemas);
  const problems: ContentProblem[] = [];
  const content: LoadedContent = {};
  const parsedByName = new Map<ContentName, ParsedFile>();
  const checks = new Map<ContentName, FileCheck>();

  for (const name of CONTENT_NAMES) {
    const remembered = memo?.get(name);
    const check =
      remembered && remembered.source === texts[name] ? remembered : checkFileAlone(name, texts[name], displayPath(name), parsedSchemas, validators[name]);
    memo?.set(name, check);
    checks.set(name, check);
    const { parsed, found } = check;
    if (!("data" in parsed)) {
      problems.push(parsed);
      continue;
    }
    problems.push(...found);
    if (found.length === 0) {
      keepChecked(content, name, parsed.data);
      parsedByName.set(name, parsed);
    }
  }

  // Each file's nodes are located once, however many of its fields the rules below report, and kept with its check: the
  // editor checks at every pause in typing, and only the edited file's text has changed.
  const placeIn = (name: ContentName, path: (string | number)[], atKey: boolean, message: string): ContentProblem | undefined => {
    const parsed = parsedByName.get(name);
    if (!parsed) return undefined;
    const check = checks.get(name)!;
    check.locations ??= locateNodes(parsed.source);
    return locate(parsed, check.locations, path, atKey, message);
  };

  const crossProblems: CrossFileProblem[] = checkCrossFileRules(content);
  const placedCross = crossProblems.flatMap((problem) => placeIn(problem.name, problem.path, problem.atKey ?? false, problem.message) ?? []);
  problems.push(...onePerField(placedCross));

  // Placeholders are found only in files that matched their schemas, so each has its parsed text.
  const placeholders = findPlaceholders(content, CONTENT_NAMES, parsedSchemas, fixReader).map((found) => placeIn(found.name, found.path, false, found.message)!);
  // Dates that have passed: notes asking for a tidy-up, never mistakes (the day a date passes fails nothing).
  const dated = [
    ...(content.site ? closuresOver(content.site, today) : []),
    ...(content.pricing && content.site ? newPricesNotes(content.pricing, content.site.language, today) : []),
    ...(content.pricing && content.site ? offersOverNotes(content.pricing, content.site.language, today) : []),
  ];
  const notes = dated.map((note) => placeIn(note.name, note.path, false, note.message)!);
  const live = liveBySwitch(content.site) ? `the site is live: ${displayPath("site")} › live is true` : productionDeploy;
  if (!live) return { content, problems, placeholders, notes };
  const refused = placeholders.map((problem) => ({ ...problem, message: `Not allowed on the live site (${live}): ${problem.message}` }));
  return { content, problems: [...problems, ...refused], placeholders: [], notes };
}

/** A problem found by a check outside this one (the photo files' rules), placed at its field's line in the file's text. */
export function placeProblem(displayPath: string, source: string, fieldPath: (string | number)[], message: string): ContentProblem {
  return locate({ displayPath }, locateNodes(source), fieldPath, false, message);
}
