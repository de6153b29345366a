/**
 * Every content file's validator, compiled at build time (scripts/build/admin/validators-plugin.ts): the
 * content check's `validators` in the editor's page, which allows no code made at run time
 * (src/content/check-with-validators.ts).
 */
declare module "virtual:editor/validators" {
  const validators: import("../content/schema-texts.ts").ContentValidators;
  export default validators;
}
