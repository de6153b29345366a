/**
 * The content check where code may be compiled at run time (Node: load-content.ts, for `npm run
 * check:content`, the build and the tests): the schemas are compiled here (compile-schemas.ts), then
 * checked as everywhere (check-with-validators.ts). The editor's page gives the check the validators
 * its build compiled, and so imports check-with-validators.ts, without ajv's compiler.
 */
import { checkContentTextsWith, type CheckedContent, type ContentTexts } from "./check-with-validators.ts";
import { compiledValidators } from "./compile-schemas.ts";

export type { CheckedContent, ContentTexts };
export { placeProblem } from "./check-with-validators.ts";

/** Compiles the schemas (kept while their texts are the same) and checks the texts with them: check-with-validators.ts. */
export function checkContentTexts(input: ContentTexts): CheckedContent {
  return checkContentTextsWith({ ...input, validators: compiledValidators(input.schemas) });
}
