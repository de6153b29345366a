/**
 * The editor's fields, built in the browser from the content schemas (schemas/*.schema.json) and the
 * file's current values, so the editor never holds a second, hand-written copy of the content rules:
 * - labels are the schema titles (or the property names in words), hints are the owner's words (`x-hint`) or the
 *   descriptions, and a text the page fills in knows what each placeholder becomes (`x-template`);
 * - required fields, number bounds, list sizes and nested objects come from the schema; choices come
 *   from enums; a photo is the common photoFile;
 * - an object whose keys are codes from elsewhere in the file (the price table: wash type › vehicle
 *   size › package) gets one field per code of the list its schema names (`x-keys-from`), labelled with
 *   that code's name, whether or not it holds a value for it yet.
 *
 * Text rules (patterns, lengths, each code once, the rules across files) are not repeated on the
 * fields: the content check runs on every edit and shows its own message at the field.
 */
import { figuresNeeded } from "./template-words.ts";
import type { CodeTableField, FieldPath, FormField, ListField, NumberField, TextField } from "./field-types.ts";
import { inWords } from "../../content/owner-words.ts";
import { DECLARATIONS, DECLARED_FILES, schemaFile as declaredSchemaFile } from "../../content/file-declarations.ts";
import { resolveSchema, type JsonSchema, type ResolvedSchema, type SchemaFiles } from "./resolve-schema.ts";

export type { JsonSchema, SchemaFiles } from "./resolve-schema.ts";

/** "One question and its answer." → "question"; "One menu item: the words …" → "menu item". */
const singularInDescription = (description: string | undefined) =>
  description
    ?.match(/^One ([a-z][a-z -]*?)(?=[.,:;(]| (?:and|of|or|for|where|with|that) |$)/i)?.[1]
    .trim()
    .toLowerCase();

/** What the generator knows of the file being edited. */
interface FieldContext {
  files: SchemaFiles;
  /** Code → name, from the file's own lists of { id, name } (packages, vehicle sizes, wash types …). */
  codeNames: ReadonlyMap<string, string>;
  /** The file's values, whose lists give a code table its codes. */
  content: unknown;
  /** One entry of each list at the top of the file, in words ("package"): a code not yet typed or named is a "new package". */
  singulars?: ReadonlyMap<string, string>;
  /** Every file's values, where known: a code naming another file's entry is a choice of that file's entries. */
  allContent?: unknown;
  /** The figures another file lends this one's texts, by their words, and where those texts are (file-declarations.ts). */
  lent?: { at: readonly string[]; words: Readonly<Record<string, string>> };
}

/** Whether a field's path is at a declared place ("*": any entry of a list). */
const isAt = (path: FieldPath, place: readonly string[]) =>
  path.length === place.length && place.every((part, i) => (part === "*" ? typeof path[i] === "number" : part === path[i]));

/**
 * The words of the figures another file lends the texts of `file` (a schema's file name), from that file's values as
 * the owner has them: a pack size the owner adds to Savings at a Glance is a figure a plan card's point can quote.
 */
function lentTo(file: string, allContent: unknown): FieldContext["lent"] {
  for (const name of DECLARED_FILES) {
    const declared = DECLARATIONS[name];
    const lends = declared.kind === "yaml" ? declared.lends : undefined;
    const lender = asRecord(allContent)[name];
    if (!lends || declaredSchemaFile(lends.to) !== file || lender === undefined) continue;
    try {
      return { at: lends.at, words: (lends.words as (content: unknown) => Readonly<Record<string, string>>)(lender) };
    } catch {
      // A lender its schema refuses lends nothing: the schema's own words stand.
      return undefined;
    }
  }
  return undefined;
}

/** The entries of another file's list ("pricing.tiers") as choices: their codes, each labelled with its name. */
function choicesFrom(list: string, allContent: unknown): { options: string[]; labels: Record<string, string> } | undefined {
  const [file, key] = list.split(".");
  const entries = asRecord(asRecord(allContent)[file])[key];
  if (!Array.isArray(entries)) return undefined;
  const named = entries.map(asRecord).filter((entry) => typeof entry.id === "string");
  return {
    options: named.map((entry) => String(entry.id)),
    labels: Object.fromEntries(named.map((entry) => [String(entry.id), typeof entry.name === "string" && entry.name ? entry.name : String(entry.id)])),
  };
}

/**
 * What a code's field is labelled: the name content gives the code; for a code of the list with no name yet (a new
 * entry's, whose code is made from its name), "New package"; else (a code no list has, which the check points at) the code.
 */
function codeLabel(code: string, table: JsonSchema, context: FieldContext): string {
  const list = table["x-keys-from"];
  const named = context.codeNames.get(code);
  if (named) return named;
  return code && !(list && codesOf(context.content, list).includes(code)) ? code : `New ${(list && context.singulars?.get(list)) || "entry"}`;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The codes of the list at the top of the file named `list` (its entries' ids, in order). */
export function codesOf(content: unknown, list: string): string[] {
  const entries = asRecord(content)[list];
  return Array.isArray(entries) ? entries.map((entry) => asRecord(entry).id).filter((id): id is string => typeof id === "string") : [];
}

/**
 * A code table's keys: the codes of the list its schema names, whether or not the table has a value for each
 * yet (an emptied or a new package's price still has its box), then any other key it holds (for the check to
 * point at). Without a list named, the keys it holds.
 */
function tableKeys(schema: JsonSchema, current: Record<string, unknown>, content: unknown): string[] {
  const list = schema["x-keys-from"];
  if (!list) return Object.keys(current);
  const codes = codesOf(content, list);
  return [...new Set([...codes, ...Object.keys(current)])];
}

/** The keyboard (and picker) a text's schema calls for. */
function textInput({ schema, definition }: ResolvedSchema): TextField["input"] {
  if (schema.format === "email") return "email";
  if (schema.format === "date") return "date";
  if (schema.format === "uri" || definition === "url") return "url";
  if (definition === "ukPhone") return "tel";
  // A code the site hands to the browser as it is (a package's code, a page's path, the language's tag): typed as
  // written, and never marked for a tap (tap/edit-marks.ts), which would add characters a browser can't read.
  if (definition === "id" || definition === "sitePath" || definition === "languageTag") return "code";
  return undefined;
}

const NUMBER_UNITS: Record<string, NumberField["unit"]> = { pounds: "pounds", minutes: "minutes" };

const isPhoto = (schema: JsonSchema) => schema.contentMediaType?.startsWith("image/") ?? false;

/**
 * For a list of entries: the value that names a folded entry: a required text that isn't a code or a photo, else the
 * first text (a code, which the entry is then named by the name content gives it: a savings row by its package's
 * name), else the first required number (a block pack by its number of washes).
 */
function summaryKeyOf(item: ResolvedSchema, files: SchemaFiles): string | undefined {
  const required = item.schema.required ?? [];
  const values = Object.entries(item.schema.properties ?? {}).map(([name, schema]) => [name, resolveSchema(schema, item.base, files)] as const);
  const texts = values.filter(([, { schema }]) => schema.type === "string" && !isPhoto(schema) && !schema.enum);
  const words = texts.find(([name, { definition }]) => required.includes(name) && definition !== "id" && name !== "id");
  const number = values.find(([name, { schema }]) => required.includes(name) && (schema.type === "integer" || schema.type === "number"));
  return (words ?? texts[0] ?? number)?.[0];
}

/** A code's field with no hint, nor any in the tables it holds: the first code of its table shows them. */
function withoutCodeHints(field: FormField): FormField {
  const rest = { ...field, hint: undefined };
  delete rest.hint;
  return rest.kind === "code-table" ? { ...rest, fields: rest.fields.map(withoutCodeHints) } : rest;
}

/** The field for one property at `path`, `value` being what the content holds there now. */
/** A table and every value in it, each told where its twin is in the table at `twin` (the schema's `x-beside`). */
function besideTwins<F extends FormField>(field: F, twin: FieldPath): F {
  const fields = field.kind === "code-table" || field.kind === "group" ? { fields: field.fields.map((inner) => besideTwins(inner, [...twin, inner.key])) } : {};
  return { ...field, beside: twin, ...fields };
}

export function formField(path: FieldPath, node: JsonSchema, base: string, value: unknown, required: boolean, context: FieldContext): FormField {
  const resolved = resolveSchema(node, base, context.files);
  const { schema } = resolved;
  const key = String(path[path.length - 1] ?? "");
  // The owner's words where the schema gives them (x-hint), else the description.
  const hint = schema["x-hint"] ?? schema.description;
  const lent = context.lent && isAt(path, context.lent.at) ? context.lent.words : undefined;
  const template = lent ? { ...schema["x-template"], ...lent } : schema["x-template"];
  const madeFrom = schema["x-made-from"];
  const developer = node["x-developer"] ?? schema["x-developer"];
  const common = {
    key,
    label: schema.title ?? inWords(key),
    ...(hint ? { hint } : {}),
    ...(template ? { template, figuresNeeded: figuresNeeded(schema.pattern) } : {}),
    required,
    path,
    ...(madeFrom ? { madeFrom } : {}),
    ...(developer ? { developer } : {}),
  };
  const child = (childKey: string | number, childSchema: JsonSchema, childValue: unknown, childRequired: boolean) =>
    formField([...path, childKey], childSchema, resolved.base, childValue, childRequired, context);

  const fromList = schema["x-choices-from"] ? choicesFrom(schema["x-choices-from"], context.allContent) : undefined;
  if (fromList) return { ...common, kind: "choice", ...fromList };
  if (schema.enum) {
    const labels = schema["x-choices"];
    return { ...common, kind: "choice", options: schema.enum.map(String), ...(labels ? { labels } : {}) };
  }
  if (isPhoto(schema)) return { ...common, kind: "photo" };
  switch (schema.type) {
    case "string": {
      // Long text with no one-line rule gets a box that grows; the rest one line.
      if ((schema.maxLength ?? Infinity) > 200 && resolved.patterns === 0 && !schema.format) return { ...common, kind: "paragraph" };
      const input = textInput(resolved);
      return { ...common, kind: "text", ...(input ? { input } : {}) };
    }
    case "integer":
    case "number": {
      const unit = resolved.definition ? NUMBER_UNITS[resolved.definition] : undefined;
      return {
        ...common,
        kind: "number",
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
        step: schema.type === "integer" ? 1 : "any",
        ...(unit ? { unit } : {}),
      };
    }
    case "boolean":
      return { ...common, kind: "yes/no" };
    case "array": {
      const items = resolveSchema(schema.items ?? {}, resolved.base, context.files);
      const singular = (items.schema.title ?? singularInDescription(items.schema.description) ?? inWords(items.definition ?? "entry")).toLowerCase();
      const first = Array.isArray(value) ? value[0] : undefined;
      const made = child(0, schema.items ?? {}, first, true);
      // A list whose every line the page fills in (a message, a line each) gives its lines its figures.
      const lines = template && !made.template ? { template, figuresNeeded: figuresNeeded(items.schema.pattern) } : {};
      const item = { ...made, ...lines, label: inWords(singular) };
      const summaryKey = item.kind === "group" ? summaryKeyOf(items, context.files) : undefined;
      const summary = item.kind === "group" ? item.fields.find((field) => field.key === summaryKey) : undefined;
      // A list named by a code: the names content gives the codes, to name each entry by.
      const codeNames =
        summary?.kind === "choice" && summary.labels
          ? summary.labels
          : summary?.kind === "text" && summary.input === "code"
            ? Object.fromEntries(context.codeNames)
            : undefined;
      const card = item.kind === "group" ? schema["x-card"] : undefined;
      const list: ListField = {
        ...common,
        kind: "list",
        ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
        singular,
        item,
        ...(summaryKey ? { summaryKey } : {}),
        ...(codeNames ? { codeNames } : {}),
        ...(card ? { card } : {}),
      };
      return list;
    }
    case "object": {
      const current = asRecord(value);
      if (schema.properties) {
        const requiredKeys = schema.required ?? [];
        return {
          ...common,
          kind: "group",
          fields: Object.entries(schema.properties).map(([name, property]) => child(name, property, current[name], requiredKeys.includes(name))),
        };
      }
      // A table keyed by codes: one field per code, named as content names it. Every code shares one
      // description, shown at the first only (a price table would say it twelve times).
      const entrySchema = typeof schema.additionalProperties === "object" ? schema.additionalProperties : {};
      const codesFrom = schema["x-keys-from"];
      const table: CodeTableField = {
        ...common,
        kind: "code-table",
        fields: tableKeys(schema, current, context.content).map((code, i) => {
          const entry = { ...child(code, entrySchema, current[code], true), label: codeLabel(code, schema, context) };
          return i === 0 ? entry : withoutCodeHints(entry);
        }),
        ...(codesFrom ? { codesFrom } : {}),
      };
      const beside = node["x-beside"] ?? schema["x-beside"];
      return beside ? besideTwins(table, [beside]) : table;
    }
    default:
      throw new Error(`schema fields: ${base} has a property "${key}" of a type the editor can't show (${schema.type ?? "none"})`);
  }
}

/** Code → name, from every list of { id, name } entries in a content file. */
function codeNamesIn(value: unknown, names = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) {
    for (const entry of value) {
      if (entry && typeof entry === "object" && typeof entry.id === "string" && typeof entry.name === "string") names.set(entry.id, entry.name);
      codeNamesIn(entry, names);
    }
  } else if (value && typeof value === "object") {
    for (const entry of Object.values(value)) codeNamesIn(entry, names);
  }
  return names;
}

/** Each file's codes and names, kept by its values (never changed, only replaced): a file unchanged is walked once. */
const codeNamesOfFile = new WeakMap<object, ReadonlyMap<string, string>>();

/** Code → name, from every file of `allContent` (the last file's name for a code two files name). */
function codeNamesInEveryFile(allContent: unknown): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of Object.values(asRecord(allContent))) {
    if (!file || typeof file !== "object") continue;
    let found = codeNamesOfFile.get(file);
    if (!found) codeNamesOfFile.set(file, (found = codeNamesIn(file)));
    for (const [code, name] of found) names.set(code, name);
  }
  return names;
}

/** One entry of each list at the top of a file, in words, by the list's name. */
function listSingulars(root: JsonSchema, schemaFile: string, files: SchemaFiles): Map<string, string> {
  const singulars = new Map<string, string>();
  for (const [name, property] of Object.entries(root.properties ?? {})) {
    const list = resolveSchema(property, schemaFile, files);
    if (list.schema.type !== "array" || !list.schema.items) continue;
    const item = resolveSchema(list.schema.items, list.base, files).schema;
    const singular = item.title ?? singularInDescription(item.description);
    if (singular) singulars.set(name, singular.toLowerCase());
  }
  return singulars;
}

/**
 * The fields of one content file: its schema's properties, in the schema's order. `allContent` (every file's values)
 * names the codes the file takes from another (a savings row's package); `content`, the file's own values, those it
 * takes from itself (an offer's packages).
 */
export function fileFields(schemaFile: string, content: unknown, files: SchemaFiles, allContent?: unknown): FormField[] {
  const root = files[schemaFile];
  if (!root) throw new Error(`schema fields: there is no schema ${schemaFile}`);
  const codeNames = codeNamesIn(content, codeNamesInEveryFile(allContent));
  // The file's own values as they are now: a choice from one of its own lists (an offer's packages) follows them, even
  // while the file doesn't pass its check (as a new offer doesn't until it is filled in), when the check keeps none.
  const everyFile = { ...asRecord(allContent), [schemaFile.replace(/\.schema\.json$/, "")]: content };
  const context: FieldContext = {
    files,
    codeNames,
    content,
    singulars: listSingulars(root, schemaFile, files),
    allContent: everyFile,
    lent: lentTo(schemaFile, everyFile),
  };
  const current = asRecord(content);
  const required = root.required ?? [];
  return Object.entries(root.properties ?? {}).map(([name, property]) =>
    formField([name], property, schemaFile, current[name], required.includes(name), context),
  );
}
