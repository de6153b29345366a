/**
 * The editor's fields, generated from the content schemas (schemas/*.schema.json) at build time, so
 * the editor never holds a second, hand-written copy of the content rules:
 * - labels are the schema titles (or the property names in words), hints are the descriptions;
 * - required fields, number bounds, text lengths and patterns, list sizes and nested objects come
 *   from the schema; select fields come from enums;
 * - an object whose keys are codes from elsewhere in the file (the price table: wash type › vehicle
 *   size › package) gets one field per key the content has, labelled with that code's name.
 *
 * What Decap CMS can't check (each code once, the cross-file rules) runs on the commit the editor
 * makes: the content check in CI, with its located messages.
 */

import { fullFormats } from "ajv-formats/dist/formats.js";

/** The parts of JSON Schema (draft-07) the content schemas use. */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  not?: { enum?: unknown[] };
  pattern?: string;
  /** "image/*" marks a photo file (common.schema.json photoFile). */
  contentMediaType?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  definitions?: Record<string, JsonSchema>;
}

/** A Decap CMS field (https://decapcms.org/docs/widgets/), as the generated config.yml holds it. */
export interface EditorField {
  name: string;
  label: string;
  widget: "string" | "text" | "number" | "boolean" | "select" | "list" | "object" | "image";
  hint?: string;
  required?: false;
  pattern?: [string, string];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  step?: number;
  options?: string[];
  fields?: EditorField[];
  field?: EditorField;
  summary?: string;
  collapsed?: boolean;
  label_singular?: string;
  /** An image field takes uploads only, not a web address. */
  choose_url?: false;
}

/** A rule a text must follow, with the words that explain it. */
interface TextRule {
  pattern: string;
  explanation?: string;
}

/** A schema with its $ref chain flattened: every keyword that applies, and where its children's refs resolve. */
interface Resolved {
  schema: JsonSchema;
  /** The schema file that the children's own $refs are relative to. */
  base: string;
  rules: TextRule[];
  /** The name of the shared definition it uses, if any (for example "paragraph"). */
  definition?: string;
}

/** Schemas by file name (for example "common.schema.json"). */
export type SchemaFiles = Record<string, JsonSchema>;

const tighter = (a: number | undefined, b: number | undefined, pick: (x: number, y: number) => number) =>
  a === undefined ? b : b === undefined ? a : pick(a, b);

/** The first sentence of a description: what a pattern's message says the value must be. */
const firstSentence = (text: string | undefined) => text?.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;

/**
 * The rule of a format the content check knows (ajv-formats, as src/content/node/load-content.ts adds
 * them) when it is a regular expression, as one Decap can use (no flags: a case-blind one spells
 * out both cases). Formats checked by code (uri) have a pattern of their own in the schemas.
 */
function formatRule(format: string | undefined, explanation: string | undefined): TextRule[] {
  const check = format ? (fullFormats as Record<string, unknown>)[format] : undefined;
  if (!(check instanceof RegExp)) return [];
  return [{ pattern: check.flags.includes("i") ? check.source.replaceAll("a-z", "a-zA-Z") : check.source, explanation }];
}

function resolve(node: JsonSchema, base: string, files: SchemaFiles): Resolved {
  const ownRules: TextRule[] = [
    ...(node.pattern ? [{ pattern: node.pattern, explanation: firstSentence(node.description) }] : []),
    ...formatRule(node.format, firstSentence(node.description)),
  ];
  if (!node.$ref) return { schema: node, base, rules: ownRules };
  const [file, pointer = ""] = node.$ref.split("#");
  const targetBase = file || base;
  const target = pointer
    .split("/")
    .filter(Boolean)
    .reduce<unknown>((schema, key) => (schema as Record<string, unknown>)[key], files[targetBase]) as JsonSchema | undefined;
  if (!target) throw new Error(`schema fields: ${base} refers to ${node.$ref}, which doesn't exist`);
  const inner = resolve(target, targetBase, files);
  const own: JsonSchema = { ...node, $ref: undefined };
  const hasOwnChildren = own.properties !== undefined || own.items !== undefined || own.additionalProperties !== undefined;
  return {
    schema: {
      ...inner.schema,
      ...own,
      minLength: tighter(inner.schema.minLength, own.minLength, Math.max),
      maxLength: tighter(inner.schema.maxLength, own.maxLength, Math.min),
      minimum: tighter(inner.schema.minimum, own.minimum, Math.max),
      maximum: tighter(inner.schema.maximum, own.maximum, Math.min),
      minItems: tighter(inner.schema.minItems, own.minItems, Math.max),
      maxItems: tighter(inner.schema.maxItems, own.maxItems, Math.min),
      pattern: undefined,
    },
    base: hasOwnChildren ? base : inner.base,
    rules: [...inner.rules, ...ownRules],
    definition: pointer.startsWith("/definitions/") ? pointer.split("/").pop() : inner.definition,
  };
}

/** The schema of a field inside a schema file, its `$ref`s followed and flattened (for example the price list's `maxItems`). */
export function schemaAtPath(files: SchemaFiles, schemaFile: string, fieldPath: readonly string[]): JsonSchema {
  let at = resolve(files[schemaFile], schemaFile, files);
  for (const key of fieldPath) at = resolve(at.schema.properties?.[key] ?? {}, at.base, files);
  return at.schema;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One pattern for all of a text's rules (Decap takes one per field): its length, the words it may not
 * be, and each pattern of the schema, as lookaheads from the start. Undefined when there's no rule.
 */
function textPattern({ schema, rules }: Resolved): [string, string] | undefined {
  const { minLength, maxLength } = schema;
  const reserved = (schema.not?.enum ?? []).filter((word): word is string => typeof word === "string");
  if (minLength === undefined && maxLength === undefined && reserved.length === 0 && rules.length === 0) return undefined;
  const lookaheads = [
    ...(minLength !== undefined || maxLength !== undefined ? [`(?=[\\s\\S]{${minLength ?? 0},${maxLength ?? ""}}$)`] : []),
    ...(reserved.length ? [`(?!(?:${reserved.map(escapeRegExp).join("|")})$)`] : []),
    ...rules.map((rule) => `(?=[\\s\\S]*?(?:${rule.pattern}))`),
  ];
  const explanations = [
    ...rules.map((rule) => rule.explanation?.replace(/\.$/, "")).filter(Boolean),
    ...(reserved.length ? [`not one of the site's own page names (${reserved.join(", ")})`] : []),
    ...(maxLength !== undefined ? [`${minLength ?? 0} to ${maxLength} characters`] : minLength !== undefined ? [`at least ${minLength} characters`] : []),
  ];
  return [`^${lookaheads.join("")}`, `${explanations.join("; ")}.`];
}

/** "vehicleColumnHeading" → "Vehicle column heading". */
const inWords = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What the generator knows of the file being edited: the names content gives its codes. */
export interface FieldContext {
  files: SchemaFiles;
  /** Code → name, from the file's own lists of { id, name } (packages, vehicle sizes, wash types …). */
  codeNames: ReadonlyMap<string, string>;
}

/** For a list of entries: the template of the line that stands for each entry while it's folded. */
function summaryOf(properties: Record<string, JsonSchema>, required: string[], resolveChild: (schema: JsonSchema) => Resolved): string | undefined {
  const texts = Object.entries(properties).filter(([, schema]) => resolveChild(schema).schema.type === "string");
  const preferred = texts.find(([name]) => required.includes(name) && name !== "id") ?? texts[0];
  return preferred ? `{{fields.${preferred[0]}}}` : undefined;
}

/** The field for one property, `value` being what the content holds there now. */
export function editorField(name: string, node: JsonSchema, base: string, value: unknown, required: boolean, context: FieldContext): EditorField {
  const resolved = resolve(node, base, context.files);
  const { schema } = resolved;
  const label = schema.title ?? inWords(name);
  const common = {
    name,
    label,
    ...(schema.description ? { hint: schema.description } : {}),
    ...(required ? {} : { required: false as const }),
  };
  const child = (childName: string, childSchema: JsonSchema, childValue: unknown, childRequired: boolean) =>
    editorField(childName, childSchema, resolved.base, childValue, childRequired, context);

  if (schema.enum) return { ...common, widget: "select", options: schema.enum.map(String) };
  // A photo (common.schema.json's photoFile): Decap's image field, which uploads into content/photos (editorConfig's media_folder).
  if (schema.contentMediaType?.startsWith("image/")) return { ...common, widget: "image", choose_url: false };
  switch (schema.type) {
    case "string": {
      const pattern = textPattern(resolved);
      // Paragraphs (long text with no one-line rule) get a box that grows; the rest one line.
      const multiline = (schema.maxLength ?? Infinity) > 200 && resolved.rules.length === 0;
      return { ...common, widget: multiline ? "text" : "string", ...(pattern ? { pattern } : {}) };
    }
    case "integer":
    case "number":
      return {
        ...common,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
        ...(schema.type === "integer" ? { step: 1 } : {}),
      };
    case "boolean":
      return { ...common, widget: "boolean" };
    case "array": {
      const items = resolve(schema.items ?? {}, resolved.base, context.files);
      const bounds = { ...(schema.minItems !== undefined ? { min: schema.minItems } : {}), ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}) };
      const entries = Array.isArray(value) ? value : [];
      const singular = items.schema.title ?? (items.definition ? inWords(items.definition) : undefined);
      if (items.schema.type === "object" && items.schema.properties) {
        const properties = items.schema.properties;
        const requiredItems = items.schema.required ?? [];
        const itemField = editorField("item", schema.items ?? {}, resolved.base, entries[0], true, context);
        const summary = summaryOf(properties, requiredItems, (childSchema) => resolve(childSchema, items.base, context.files));
        return {
          ...common,
          widget: "list",
          ...bounds,
          collapsed: true,
          ...(summary ? { summary } : {}),
          ...(singular ? { label_singular: singular } : {}),
          fields: itemField.fields ?? [],
        };
      }
      const itemField = editorField(singular ? (items.definition ?? "item") : "item", schema.items ?? {}, resolved.base, entries[0], true, context);
      return { ...common, widget: "list", ...bounds, ...(singular ? { label_singular: singular } : {}), field: { ...itemField, label: singular ?? label } };
    }
    case "object": {
      const current = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
      if (schema.properties) {
        const requiredKeys = schema.required ?? [];
        return {
          ...common,
          widget: "object",
          fields: Object.entries(schema.properties).map(([key, property]) => child(key, property, current[key], requiredKeys.includes(key))),
        };
      }
      // A table keyed by codes: one field per code the content has now (a new code shows after the next build).
      const entrySchema = typeof schema.additionalProperties === "object" ? schema.additionalProperties : {};
      return {
        ...common,
        widget: "object",
        fields: Object.keys(current).map((key) => ({ ...child(key, entrySchema, current[key], true), label: context.codeNames.get(key) ?? key })),
      };
    }
    default:
      throw new Error(`schema fields: ${base} has a property "${name}" of a type the editor can't show (${schema.type ?? "none"})`);
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

/** The fields of one content file: its schema's properties, in the schema's order. */
export function fileFields(schemaFile: string, content: unknown, files: SchemaFiles): EditorField[] {
  const root = files[schemaFile];
  const context: FieldContext = { files, codeNames: codeNamesIn(content) };
  const current = (content ?? {}) as Record<string, unknown>;
  const required = root.required ?? [];
  return Object.entries(root.properties ?? {}).map(([name, property]) =>
    editorField(name, property, schemaFile, current[name], required.includes(name), context),
  );
}
