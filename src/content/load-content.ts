import fs from "node:fs";
import path from "node:path";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { YAMLException, load } from "js-yaml";
import { CONTENT_NAMES, type ContentName } from "./names.ts";
import { closestName, explainSchemaError } from "./explain-schema-error.ts";
import { checkCrossFileRules, type CrossFileProblem } from "./cross-file-rules.ts";
import { fieldInWords, pointerToPath, type ContentProblem } from "./problem.ts";
import { locateNodes, positionFinder, toPointer } from "./yaml-locations.ts";

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

function createValidators(schemaDir: string): Record<ContentName, ValidateFunction> {
  const ajv = new Ajv({ allErrors: true, strict: true, verbose: true });
  addFormats(ajv);
  const readSchema = (file: string) => JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8")) as object;
  ajv.addSchema(readSchema("common.schema.json"));
  return Object.fromEntries(
    CONTENT_NAMES.map((name) => [name, ajv.compile(readSchema(`${name}.schema.json`))]),
  ) as Record<ContentName, ValidateFunction>;
}

function parseFile(name: ContentName, folders: ContentFolders): ParsedFile | ContentProblem {
  const file = path.join(folders.contentDir, `${name}.yaml`);
  const displayPath = path.relative(folders.rootDir, file).split(path.sep).join("/");
  if (!fs.existsSync(file)) {
    return { file: displayPath, line: 1, column: 1, field: "", message: `Expected this file to exist, but it is missing.` };
  }
  const source = fs.readFileSync(file, "utf8");
  try {
    return { name, displayPath, source, data: load(source, { filename: displayPath }) };
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const mark = error.mark as { line: number; column: number; position: number } | undefined;
    const openQuote = mark ? unclosedQuoteBefore(source, mark.position) : undefined;
    if (openQuote !== undefined) {
      const at = positionFinder(source)(openQuote);
      return {
        file: displayPath,
        ...at,
        field: "",
        message: `Expected the text that starts with the quote mark here to end with a matching ${source[openQuote]}, but it is never closed.`,
      };
    }
    return {
      file: displayPath,
      line: (mark?.line ?? 0) + 1,
      column: (mark?.column ?? 0) + 1,
      field: "",
      message: explainYamlSyntax(error.reason),
    };
  }
}

/**
 * Where a quoted value that never closes begins, if that is what stopped js-yaml: the last quote
 * opening a value (after "key: " or "- ") before the error, with no matching quote after it.
 */
export function unclosedQuoteBefore(source: string, errorOffset: number): number | undefined {
  const before = source.slice(0, errorOffset);
  const openers = [...before.matchAll(/(?:^|[:\-[,{]\s*|^\s*-\s+|:\s+)(["'])/gm)];
  const last = openers[openers.length - 1];
  if (!last || last.index === undefined) return undefined;
  const quote = last[1];
  const quoteOffset = last.index + last[0].length - 1;
  const rest = source.slice(quoteOffset + 1, errorOffset);
  const closed = quote === '"' ? /(^|[^\\])"/.test(rest) : /'(?!')/.test(rest.replace(/''/g, ""));
  return closed ? undefined : quoteOffset;
}

/** js-yaml's reasons, said for someone who has never heard of a scalar. */
function explainYamlSyntax(reason: string): string {
  const known: [RegExp, string][] = [
    [/double quoted scalar|single quoted scalar/, "Expected the quote opened before this point to be closed on the same value, but found the end of the value without its closing quote."],
    [/duplicated mapping key/, "Expected each field name once, but found this field name a second time."],
    [/bad indentation|deficient indentation/, "Expected this line to be indented like the lines around it, but found a different indentation."],
    [/tab characters/, "Expected spaces for indentation, but found a tab character."],
  ];
  const match = known.find(([pattern]) => pattern.test(reason));
  return `${match ? match[1] : "Expected valid YAML here, but could not read it"} (YAML says: ${reason}).`;
}

function schemaProblems(parsed: ParsedFile, validate: ValidateFunction): ContentProblem[] {
  if (validate(parsed.data)) return [];
  const locations = locateNodes(parsed.source);
  const errors = (validate.errors ?? []).filter(
    // ajv reports a bad name in `propertyNames` twice: once from inside, once for the whole rule.
    (error) => !(error.keyword !== "propertyNames" && "propertyName" in error.params),
  );
  return withoutEchoes(errors).map((error) => {
    const explained = explainSchemaError(error);
    return locate(parsed, locations, pointerToPath(explained.pointer, parsed.data), explained.atKey, explained.message);
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
    const parsed = parseFile(name, folders);
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
