/**
 * The one Ajv set-up of the content schemas: options, formats and the schemas' own keywords. The check
 * compiles with it at run time (check-texts.ts: Node, `npm run check:content` and the build), and the
 * editor's build with it ahead of time, as standalone code (scripts/build/admin/validators-plugin.ts),
 * because the editor's page allows no code made at run time: both give the same errors.
 */
import Ajv, { type CodeOptions, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { codeKeysKeyword } from "./code-keys.ts";
import { besideKeyword, cardKeyword, choicesFromKeyword, choicesKeyword, developerKeyword, madeFromKeyword, ownerHintKeyword, templateKeyword } from "./owner-words.ts";
import { CONTENT_NAMES, type ContentName } from "./names.ts";
import { placeholderKeyword, type SchemasByFile } from "./placeholders.ts";
import { parseSchemas, schemaFile, type ContentValidators, type SchemaTexts } from "./schema-texts.ts";
import { uniqueByKeyword } from "./unique-by.ts";

/** Every content schema compiled by one Ajv; `code` as the standalone code needs it (`source`, `esm`), or nothing at run time. */
export function compileSchemas(schemas: SchemasByFile, code?: CodeOptions): { ajv: Ajv; validators: ContentValidators } {
  // verbose: explain-schema-error.ts words each error from the value found and the schema around it.
  const ajv = new Ajv({ allErrors: true, strict: true, verbose: true, code });
  addFormats(ajv);
  ajv.addKeyword(uniqueByKeyword);
  ajv.addKeyword(placeholderKeyword);
  ajv.addKeyword(codeKeysKeyword);
  ajv.addKeyword(ownerHintKeyword);
  ajv.addKeyword(templateKeyword);
  ajv.addKeyword(cardKeyword);
  ajv.addKeyword(madeFromKeyword);
  ajv.addKeyword(choicesKeyword);
  ajv.addKeyword(choicesFromKeyword);
  ajv.addKeyword(developerKeyword);
  ajv.addKeyword(besideKeyword);
  ajv.addSchema(schemas[schemaFile("common")]);
  const validators = Object.fromEntries(CONTENT_NAMES.map((name) => [name, ajv.compile(schemas[schemaFile(name)])])) as Record<ContentName, ValidateFunction>;
  return { ajv, validators };
}

/** The last schemas compiled: checking again (every save in development) reuses them while their texts are the same. */
let compiled: { schemas: SchemasByFile; validators: ContentValidators } | undefined;

export function compiledValidators(texts: SchemaTexts): ContentValidators {
  const schemas = parseSchemas(texts);
  if (compiled?.schemas !== schemas) compiled = { schemas, validators: compileSchemas(schemas).validators };
  return compiled.validators;
}
