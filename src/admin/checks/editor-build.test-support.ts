/**
 * What the editor's build gives its checks (`virtual:editor/baseline`, `virtual:editor/validators`:
 * scripts/build/admin/live-content-plugin.ts, validators-plugin.ts), made from the fixture content and the project's
 * schemas, for a unit test to mock those modules with: the checks then run as in the page, on the fixture.
 *
 *     vi.mock("virtual:editor/baseline", async () => ({ default: (await import("…/editor-build.test-support.ts")).fixtureBaseline() }));
 */
import fs from "node:fs";
import path from "node:path";
import { compiledValidators } from "../../content/compile-schemas.ts";
import { parse } from "yaml";
import type { ContentFiles } from "../../content/generated/content-files.ts";
import { CONTENT_NAMES, type ContentName } from "../../content/names.ts";
import { loadContent, projectFolders, readSchemaTexts } from "../../content/node/load-content.ts";
import type { ContentValidators } from "../../content/schema-texts.ts";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../../../tests/support/content-root.ts";
import type baseline from "virtual:editor/baseline";

const folders = projectFolders(PROJECT_ROOT, { contentDir: FIXTURE_CONTENT_DIR });
const read = (folder: string, file: string) => fs.readFileSync(path.join(folder, file), "utf8");

/** The editor's baseline as a build of the fixture content would make it. */
export function fixtureBaseline(): typeof baseline {
  const texts = Object.fromEntries(CONTENT_NAMES.map((name) => [name, read(folders.contentDir, `${name}.yaml`)])) as (typeof baseline)["texts"];
  const schemas = readSchemaTexts(folders.schemaDir) as (typeof baseline)["schemas"];
  const photos = fs.readdirSync(path.join(folders.contentDir, "photos")).map((file) => `content/photos/${file}`);
  return { texts, schemas, content: loadContent(folders).content, photos };
}

/** The content files' validators, compiled from the schemas as the build compiles them. */
export const fixtureValidators = (): ContentValidators => compiledValidators(fixtureBaseline().schemas);

let validators: ContentValidators | undefined;
const passes = <Name extends ContentName>(name: Name, values: unknown): values is ContentFiles[Name] => (validators ??= fixtureValidators())[name](values);

/** A content file's values read from a text, typed by its schema's own validator: a test edits them as the content's type. */
export function schemaValues<Name extends ContentName>(name: Name, text: string): ContentFiles[Name] {
  const values: unknown = parse(text);
  if (!passes(name, values)) throw new Error(`The ${name} text doesn't match its schema, so it can't be edited as its content.`);
  return values;
}
