/**
 * The content schemas as the check is given them (texts, by name) and as it reads them (parsed, by file
 * name), and the validators compiled from them: at run time in Node (compile-schemas.ts), ahead of time
 * for the editor's page (scripts/build/admin/validators-plugin.ts). No ajv here, so the editor's check
 * can import it without the schema compiler.
 */
import type { ErrorObject } from "ajv";
import { SCHEMA_NAMES, schemaFile, type ContentName, type SchemaName } from "./file-declarations.ts";
import type { SchemasByFile } from "./placeholders.ts";

// Declared with the files (file-declarations.ts); the check's callers take them from here, beside the texts.
export { SCHEMA_NAMES, schemaFile };

/** Each schema's text by name, "common" (the shared definitions) too: schemas/<name>.schema.json. */
export type SchemaTexts = Readonly<Record<SchemaName, string>>;

/**
 * What the check may use of a validator: the call, then its errors. Not its `schema`: one compiled ahead of
 * time (ajv's standalone code) has none.
 */
export type ContentValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** One validator per content file, compiled from its schema. */
export type ContentValidators = Readonly<Record<ContentName, ContentValidator>>;

/** The last schemas parsed, by their text: the editor checks at every pause in typing, with the same schemas. */
let parsed: { key: string; schemas: SchemasByFile } | undefined;

/** The schemas parsed, by file name; the same object for the same texts, so what is built from them can be kept. */
export function parseSchemas(texts: SchemaTexts): SchemasByFile {
  const key = SCHEMA_NAMES.map((name) => texts[name]).join("\0");
  if (parsed?.key !== key) {
    parsed = { key, schemas: Object.fromEntries(SCHEMA_NAMES.map((name) => [schemaFile(name), JSON.parse(texts[name]) as object])) };
  }
  return parsed.schemas;
}
