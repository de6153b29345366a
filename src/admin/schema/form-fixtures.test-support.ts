/** The project's schemas and the fixture content (tests/fixtures/content), as the editor's form gets them. */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../../../tests/support/content-root.ts";
import type { FormField } from "./field-types.ts";
import { fileFields, type SchemaFiles } from "./schema-fields.ts";
import { fileTitle, schemaFile, type ContentName } from "../../content/file-declarations.ts";
import type { ContentFiles } from "../../content/generated/content-files.ts";
import { checkedContent } from "../../content/node/read-content.ts";

export const schemaFiles: SchemaFiles = Object.fromEntries(
  fs
    .readdirSync(path.join(PROJECT_ROOT, "schemas"))
    .filter((file) => file.endsWith(".schema.json"))
    .map((file) => [file, JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "schemas", file), "utf8"))]),
);

/** The fixture content, read and typed by the content check (once; a test that changes values takes fixtureValues). */
let checked: ContentFiles | undefined;
export const fixtureContent = (): ContentFiles => (checked ??= checkedContent(PROJECT_ROOT, { contentDir: FIXTURE_CONTENT_DIR }));

/** A fixture content file's values, parsed afresh (a test may change them). */
export const fixtureValues = (name: string): Record<string, unknown> =>
  parse(fs.readFileSync(path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR, `${name}.yaml`), "utf8"));

/** A fixture file's fields and values. */
export function fixtureForm(name: ContentName): { fields: FormField[]; values: Record<string, unknown>; title: string } {
  const values = fixtureValues(name);
  return { fields: fileFields(schemaFile(name), values, schemaFiles), values, title: fileTitle(name, schemaFiles) };
}
