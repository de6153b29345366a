/**
 * Moved: the editor's fields are built in the browser now, by src/admin/form/schema-fields.ts. This keeps the
 * old import of `schemaAtPath` (tests that read a schema's rules) working until they import it from there.
 */
export { schemaAtPath, type JsonSchema, type SchemaFiles } from "../../../src/admin/form/schema-fields.ts";
