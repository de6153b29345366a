import fs from "node:fs";
import path from "node:path";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { YAMLException, load } from "js-yaml";
import { CONTENT_NAMES, type ContentName } from "./names.ts";
import { closestName, explainSchemaError } from "./explain-schema-error.ts";
import { explainYamlError, withoutComments, type YamlMark } from "./explain-yaml-error.ts";
import { checkCrossFileRules, type CrossFileProblem } from "./cross-file-rules.ts";
import { fieldInWords, formatProblem, pointerToPath, type ContentProblem } from "./problem.ts";
import { locateNodes, toPointer } from "./yaml-locations.ts";
import { uniqueByKeyword } from "./unique-by.ts";

export interface ContentFolders {
  /** Folder holding <name>.yaml files. */
  contentDir: string;
  /** Folder holding <name>.schema.json files and common.schema.json. */
  schemaDir: string;
  /** Folder that file names in messages are relative to (the project root). */
  rootDir: string;
}

export type LoadedContent = Partial<Record<ContentName, unknown>>;

export interface ContentResult {
  /** Every file that parsed and matched its schema. */
  content: LoadedContent;
  /** Everything wrong, in file order: empty when the content is good. */
  problems: ContentProblem[];
  /** The YAML files read, for watching. */
  files: string[];
}

interface ParsedFile {
  name: ContentName;
  displayPath: string;
  source: string;
  data: unknown;
}

/** The last schemas compiled, by their text: reloading content (every save in development, every test fixture) reuses them. */
let compiled: { key: string; validators: Record<ContentName, ValidateFunction> } | undefined;

function createValidators(schemaDir: string): Record<ContentName, ValidateFunction> {
  const texts = new Map(["common", ...CONTENT_NAMES].map((name) => [name, fs.readFileSync(path.join(schemaDir, `${name}.schema.json`), "utf8")]));
  const key = [...texts.values()].join("\0");
  if (compiled?.key === key) return compiled.validators;
  const ajv = new Ajv({ allErrors: true, strict: true, verbose: true });
  addFormats(ajv);
  ajv.addKeyword(uniqueByKeyword);
  const readSchema = (name: string) => JSON.parse(texts.get(name)!) as object;
  ajv.addSchema(readSchema("common"));
  const validators = Object.fromEntries(CONTENT_NAMES.map((name) => [name, ajv.compile(readSchema(name))])) as Record<ContentName, ValidateFunction>;
  compiled = { key, validators };
  return validators;
}

function parseFile(name: ContentName, folders: ContentFolders, fields: readonly string[]): ParsedFile | ContentProblem {
  const file = path.join(folders.contentDir, `${name}.yaml`);
  const displayPath = path.relative(folders.rootDir, file).split(path.sep).join("/");
  const wholeFile = (message: string): ContentProblem => ({ file: displayPath, line: 1, column: 1, field: "", message });
  if (!fs.existsSync(file)) return wholeFile(`Expected this file to exist, but it is missing.`);
  const source = fs.readFileSync(file, "utf8");
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

/** "a, b and c". */
function listInWords(words: readonly string[]): string {
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

function schemaProblems(parsed: ParsedFile, validate: ValidateFunction): ContentProblem[] {
  if (validate(parsed.data)) return [];
  const locations = locateNodes(parsed.source);
  // ajv reports a bad name in `propertyNames` twice: once from inside (saying what is wrong with it), once for the whole rule.
  const errors = (validate.errors ?? []).filter((error) => error.keyword !== "propertyNames");
  const problems = withoutEchoes(errors).map((error) => {
    const explained = explainSchemaError(error);
    return locate(parsed, locations, pointerToPath(explained.pointer, parsed.data), explained.atKey, explained.message);
  });
  // A value can break two rules that say the same thing (a web address is both a `format` and a `pattern`).
  return problems.filter((problem, i) => problems.findIndex((other) => formatProblem(other) === formatProblem(problem)) === i);
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
  parsed: ParsedFile,
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

/**
 * Reads, parses and validates every content file, then checks the rules that span files.
 * Returns all problems at once; callers decide whether to print them or fail the build.
 */
export function loadContent(folders: ContentFolders): ContentResult {
  const validators = createValidators(folders.schemaDir);
  const problems: ContentProblem[] = [];
  const content: LoadedContent = {};
  const parsedByName = new Map<ContentName, ParsedFile>();

  for (const name of CONTENT_NAMES) {
    const parsed = parseFile(name, folders, (validators[name].schema as { required?: string[] }).required ?? []);
    if (!("data" in parsed)) {
      problems.push(parsed);
      continue;
    }
    const found = schemaProblems(parsed, validators[name]);
    problems.push(...found);
    if (found.length === 0) {
      content[name] = parsed.data;
      parsedByName.set(name, parsed);
    }
  }

  const crossProblems: CrossFileProblem[] = checkCrossFileRules(content);
  for (const problem of crossProblems) {
    const parsed = parsedByName.get(problem.name);
    if (!parsed) continue;
    problems.push(locate(parsed, locateNodes(parsed.source), problem.path, problem.atKey ?? false, problem.message));
  }

  return {
    content,
    problems,
    files: CONTENT_NAMES.map((name) => path.join(folders.contentDir, `${name}.yaml`)),
  };
}

export interface FolderOptions {
  /**
   * The folder holding the content files, relative to the root: "content" (the owner's) unless
   * told otherwise, e.g. the unit tests' fixture content. Schemas always come from "schemas".
   */
  contentDir?: string;
}

/** The project's own folders, from its root. */
export function projectFolders(rootDir: string, { contentDir = "content" }: FolderOptions = {}): ContentFolders {
  return { rootDir, contentDir: path.resolve(rootDir, contentDir), schemaDir: path.join(rootDir, "schemas") };
}
