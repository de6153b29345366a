import { inWords } from "./owner-words.ts";
import type { ErrorObject } from "ajv";
import type { UniqueByParams } from "./unique-by.ts";

/** How a value looks to a person reading the YAML file. */
function describeFound(value: unknown): string {
  if (value === null || value === undefined) return "nothing";
  if (typeof value === "string") return value.trim() === "" ? "empty text" : `the text "${clip(value)}"`;
  if (typeof value === "number") return Number.isInteger(value) ? `the number ${value}` : `the number ${value} (with a decimal point)`;
  if (typeof value === "boolean") return `the word ${value}`;
  if (Array.isArray(value)) return `a list of ${value.length} ${value.length === 1 ? "entry" : "entries"}`;
  return "a group of fields";
}

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, " ");
  return oneLine.length > 60 ? oneLine.slice(0, 57) + "…" : oneLine;
}

const TYPE_WORDS: Record<string, string> = {
  integer: "a whole number",
  number: "a number",
  string: "some text",
  boolean: "true or false",
  array: "a list, one entry per line starting with a dash",
  object: 'a group of fields, one "name: value" per line',
  null: "nothing",
};

/** What the schema wants, in words: the field's own description when it has one. */
function expectedFromDescription(schema: unknown, fallback: string): string {
  const description = (schema as { description?: unknown } | undefined)?.description;
  if (typeof description !== "string") return fallback;
  const firstSentence = description.split(/(?<=\.)\s/)[0].replace(/\.$/, "");
  return firstSentence.charAt(0).toLowerCase() + firstSentence.slice(1);
}

/** " (<what the field is>)" from the schema's description, to say what a number or type is for. */
function withHint(schema: unknown): string {
  const hint = expectedFromDescription(schema, "").replace(/\s*\((for example[^)]*)\)/, ", $1");
  return hint ? ` (${hint})` : "";
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Closest allowed name to a misspelt one, for "Did you mean …?". */
export function closestName(wrong: string, allowed: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of allowed) {
    const distance = editDistance(wrong.toLowerCase(), name.toLowerCase());
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(wrong.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * The one sentence for a value that must appear once in its list — a code, a name, a field name —
 * wherever the repeat is found (schemas, YAML keys, cross-file rules).
 */
export function expectedOnce(what: string, value: unknown): string {
  return `Expected each ${what} once, but found "${String(value)}" a second time.`;
}

/** What the field a list is addressed by is, in words, for `uniqueBy` ("Expected each code once"). Anything else is a name. */
const UNIQUE_FIELD_WORDS: Record<string, string> = {
  id: "code",
  value: "code",
  tier: "code",
  blocks: "pack size",
  url: "web address",
  href: "link",
  question: "question",
  heading: "heading",
};

const escapePointer = (name: string) => name.replace(/~/g, "~0").replace(/\//g, "~1");

/** Where the problem is: the field itself, or (for a missing or unknown field) the name concerned. */
export interface ExplainedError {
  /** Path to report, as a JSON Pointer. For an unknown field, the field's own path. */
  pointer: string;
  /** Report the position of the key rather than of its value. */
  atKey: boolean;
  message: string;
}

/** Where a problem is placed: the pointer of the value (or of its key). */
type Placed = Pick<ExplainedError, "pointer" | "atKey">;
type Params = Record<string, unknown>;

/** The problems of size: a number, a text, a list or a map too small or too big, a list with the same entry twice. */
function explainLimit(error: ErrorObject, at: Placed, found: string, params: Params): ExplainedError | undefined {
  const schema = error.parentSchema;
  switch (error.keyword) {
    case "minimum":
    case "exclusiveMinimum":
      return { ...at, message: `Expected ${params.comparison === ">" ? "more than" : "at least"} ${params.limit}${withHint(schema)}, but found ${found}.` };
    case "maximum":
    case "exclusiveMaximum":
      return { ...at, message: `Expected ${params.comparison === "<" ? "less than" : "at most"} ${params.limit}${withHint(schema)}, but found ${found}.` };
    case "minLength":
      return {
        ...at,
        message: `Expected text of at least ${plural(Number(params.limit), "character", "characters")}, but found ${found} (${plural(String(error.data).length, "character", "characters")}).`,
      };
    case "maxLength":
      return {
        ...at,
        message: `Expected text of at most ${plural(Number(params.limit), "character", "characters")}, but found ${plural(String(error.data).length, "character", "characters")}.`,
      };
    case "minItems":
      return { ...at, message: `Expected at least ${plural(Number(params.limit), "entry", "entries")} in this list, but found ${found}.` };
    case "maxItems":
      // Placed at the first entry too many, where the list has gone over.
      return { pointer: `${error.instancePath}/${Number(params.limit)}`, atKey: false, message: `Expected at most ${plural(Number(params.limit), "entry", "entries")} in this list, but found ${found}.` };
    case "minProperties":
      return { ...at, message: `Expected at least ${plural(Number(params.limit), "field", "fields")} here, but found ${found}.` };
    case "maxProperties":
      return { ...at, message: `Expected at most ${plural(Number(params.limit), "field", "fields")} here.` };
    case "uniqueItems":
      return { ...at, message: `Expected every entry in this list to be different, but entries ${Number(params.j) + 1} and ${Number(params.i) + 1} are the same.` };
    default:
      return undefined;
  }
}

/** The problems of kind: the wrong type, a missing or unknown field, a name used twice, a value not allowed or not written as asked. */
function explainValue(error: ErrorObject, at: Placed, found: string, params: Params): ExplainedError {
  const schema = error.parentSchema;
  switch (error.keyword) {
    case "type": {
      const wanted = String(params.type)
        .split(",")
        .map((t) => TYPE_WORDS[t] ?? t)
        .join(" or ");
      return { ...at, message: `Expected ${wanted}${withHint(schema)}, but found ${found}.` };
    }
    case "required": {
      // Named as the editor labels it (its title, else its name in words), never by its key: the owner reads this too.
      const name = String(params.missingProperty);
      const property = (schema as { properties?: Record<string, { title?: string }> } | undefined)?.properties?.[name];
      return { ...at, message: missingMessage(property?.title ?? inWords(name)) };
    }
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      const allowed = Object.keys((schema as { properties?: object })?.properties ?? {});
      const guess = closestName(name, allowed);
      const hint = guess ? ` Did you mean "${guess}"?` : allowed.length ? ` The fields allowed here are: ${allowed.join(", ")}.` : "";
      return {
        pointer: `${error.instancePath}/${escapePointer(name)}`,
        atKey: true,
        message: `Found a field called "${name}", which is not expected here.${hint}`,
      };
    }
    case "uniqueBy": {
      const { field, value, index } = params as unknown as UniqueByParams;
      return {
        pointer: `${error.instancePath}/${index}/${escapePointer(field)}`,
        atKey: false,
        message: expectedOnce(UNIQUE_FIELD_WORDS[field] ?? "name", value),
      };
    }
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ");
      return { ...at, message: `Expected one of ${allowed}, but found ${found}.` };
    }
    case "const":
      return { ...at, message: `Expected ${JSON.stringify(params.allowedValue)}, but found ${found}.` };
    case "pattern":
    case "format":
      return { ...at, message: `Expected ${expectedFromDescription(schema, "a differently written value")}, but found ${found}.` };
    default:
      return { ...at, message: `Expected something else here (${error.message ?? error.keyword}), but found ${found}.` };
  }
}

/** What the check says of a value left out, by the name the editor labels it with. */
const missingMessage = (label: string) => `Expected “${label}” here, but it is missing.`;

/** The label a "missing" message names (missingMessage's), or undefined for any other message: the editor places it at that field. */
export function missingLabel(message: string): string | undefined {
  return /^Expected “(.+)” here, but it is missing\.$/.exec(message)?.[1];
}

/**
 * Turns one ajv error (compiled with `verbose: true`, so `data` and `parentSchema` are present) into one
 * plain sentence saying what was expected and what was found.
 */
export function explainSchemaError(error: ErrorObject): ExplainedError {
  // A bad name of a field in a map (`propertyNames`) comes with the name itself as the data.
  const { propertyName } = error as ErrorObject & { propertyName?: string };
  if (propertyName !== undefined) {
    const { message } = explainSchemaError({ ...error, propertyName: undefined } as ErrorObject);
    return { pointer: `${error.instancePath}/${escapePointer(propertyName)}`, atKey: true, message };
  }
  const found = describeFound(error.data);
  const at: Placed = { pointer: error.instancePath, atKey: false };
  const params = error.params as Params;
  return explainLimit(error, at, found, params) ?? explainValue(error, at, found, params);
}
