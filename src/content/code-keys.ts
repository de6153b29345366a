/**
 * The `x-keys-from` keyword of a content schema: an object whose keys are the codes of a list in the same file
 * (the price table's keys are the wash types', vehicle sizes' and packages' `id`s). The editor draws such a
 * table's fields from those codes, so a price box is there whether or not the file holds its price yet, and it
 * follows the codes as the owner adds, renames or removes a package (src/admin/schema/code-keys.ts).
 */

const CODE_KEYS_KEYWORD = "x-keys-from";

/** ajv's definition of the keyword: an annotation (the name of a list at the top of the file), no validation of its own. */
export const codeKeysKeyword = {
  keyword: CODE_KEYS_KEYWORD,
  schemaType: "string",
  metaSchema: { type: "string", pattern: "^[a-zA-Z]+$" },
} as const;
