import { _, str, type CodeKeywordDefinition } from "ajv";
import { findRepeats, type UniqueByParams } from "./unique-by-rule.ts";

// explain-schema-error.ts words the errors from their params.
export type { UniqueByParams };

/**
 * Where code compiled ahead of time finds the rule: its module, from the project root, as Vite names a
 * project file. The editor's build turns each `require` of ajv's standalone code into an import
 * (scripts/build/admin/validators-plugin.ts; its test bundles it, so a moved file fails there).
 */
const RULE_MODULE = "/src/content/unique-by-rule.ts";

/**
 * `"uniqueBy": ["id"]` on a list of entries: no two entries may share a value of the named fields
 * (each field checked on its own), because the site addresses the entries by them — HTML ids,
 * `#links`, table rows, React keys. Each repeat is reported at the later entry.
 *
 * A `code` keyword, not a `validate` one: ajv can then write it into standalone code, which calls the
 * rule (unique-by-rule.ts) by reference here and through an import in the editor's build.
 */
export const uniqueByKeyword: CodeKeywordDefinition = {
  keyword: "uniqueBy",
  type: "array",
  schemaType: "array",
  metaSchema: { type: "array", items: { type: "string" }, minItems: 1, uniqueItems: true },
  error: {
    message: ({ params }) => str`must not repeat ${params.field}`,
    params: ({ params }) => _`{field: ${params.field}, value: ${params.value}, index: ${params.index}}`,
  },
  code(cxt) {
    const { gen, data, schemaCode } = cxt;
    const rule = gen.scopeValue("func", { ref: findRepeats, code: _`require(${RULE_MODULE}).findRepeats` });
    const repeats = gen.const("repeats", _`${rule}(${schemaCode}, ${data})`);
    gen.forOf("repeat", repeats, (repeat) => {
      cxt.error(false, { field: _`${repeat}.field`, value: _`${repeat}.value`, index: _`${repeat}.index` } satisfies Record<keyof UniqueByParams, unknown>);
    });
  },
};
