/**
 * The content schemas as the editor reads them: a property's schema with its `$ref` chain followed and
 * flattened, so a field sees every rule that applies to it (the shared definition's and its own, the
 * tighter bound winning) and knows which shared definition it is (a price is `pounds`).
 */

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
  /** What the editor shows the owner under the field, where the description is a developer's (src/content/owner-words.ts). */
  "x-hint"?: string;
  /** A text the page fills in: what each placeholder in braces becomes, in the owner's words. */
  "x-template"?: Record<string, string>;
  /** A list the page shows as cards: the values each entry's card shows (content/owner-words.ts). */
  "x-card"?: string[];
  /** A table keyed by codes: the list at the top of the file whose entries' ids are its keys (src/content/code-keys.ts). */
  "x-keys-from"?: string;
  /** A setting only whoever looks after the site changes: in a closed section of its own (src/content/owner-words.ts). */
  "x-developer"?: true;
  /** A code the editor makes from another value of the same entry, never asked for (src/content/owner-words.ts). */
  "x-made-from"?: string;
  /** A choice's options in the owner's words, by value (src/content/owner-words.ts). */
  "x-choices"?: Record<string, string>;
  /** A code naming an entry of another file's list ("pricing.tiers"), offered by name (src/content/owner-words.ts). */
  "x-choices-from"?: string;
  /** A table shaped as another at the top of the file ("prices"), whose value each box shows beside its own (new prices beside today's). */
  "x-beside"?: string;
  items?: JsonSchema;
  definitions?: Record<string, JsonSchema>;
}

/** Schemas by file name (for example "common.schema.json"), parsed. */
export type SchemaFiles = Record<string, JsonSchema>;

/** A schema with its $ref chain flattened. */
export interface ResolvedSchema {
  schema: JsonSchema;
  /** The schema file that the children's own $refs are relative to. */
  base: string;
  /** How many patterns apply (the definition's and its own): a text with a rule is one line, never a paragraph. */
  patterns: number;
  /** The name of the shared definition it uses, if any (for example "paragraph" or "pounds"). */
  definition?: string;
}

const tighter = (a: number | undefined, b: number | undefined, pick: (x: number, y: number) => number) =>
  a === undefined ? b : b === undefined ? a : pick(a, b);

export function resolveSchema(node: JsonSchema, base: string, files: SchemaFiles): ResolvedSchema {
  const ownPatterns = node.pattern ? 1 : 0;
  if (!node.$ref) return { schema: node, base, patterns: ownPatterns };
  const [file, pointer = ""] = node.$ref.split("#");
  const targetBase = file || base;
  const target = pointer
    .split("/")
    .filter(Boolean)
    .reduce<unknown>((schema, key) => (schema as Record<string, unknown> | undefined)?.[key], files[targetBase]) as JsonSchema | undefined;
  if (!target) throw new Error(`schema fields: ${base} refers to ${node.$ref}, which doesn't exist`);
  const inner = resolveSchema(target, targetBase, files);
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
      pattern: own.pattern ?? inner.schema.pattern,
      // A property's own description is more telling than its definition's words for the owner.
      "x-hint": own["x-hint"] ?? (own.description === undefined ? inner.schema["x-hint"] : undefined),
    },
    base: hasOwnChildren ? base : inner.base,
    patterns: inner.patterns + ownPatterns,
    definition: pointer.startsWith("/definitions/") ? pointer.split("/").pop() : inner.definition,
  };
}

/** The schema of a field inside a schema file, its `$ref`s followed and flattened (for example the price list's `maxItems`). */
export function schemaAtPath(files: SchemaFiles, schemaFile: string, fieldPath: readonly string[]): JsonSchema {
  let at = resolveSchema(files[schemaFile], schemaFile, files);
  for (const key of fieldPath) at = resolveSchema(at.schema.properties?.[key] ?? {}, at.base, files);
  return at.schema;
}
