import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../tests/support/content-root";
import { CONTENT_NAMES, type ContentName } from "./names";
import { schemaFile } from "./file-declarations";

const contentDir = path.join(PROJECT_ROOT, "content");
const MODELINE = /^# yaml-language-server: \$schema=(\S+)$/m;

/**
 * Each content file names its schema in a first-line comment that the YAML language server reads
 * (VS Code's YAML extension and others): completion, hover text from the schema's descriptions and
 * errors while the owner types. The build's check stays the authority; this is help on the way.
 */
describe("every content file is tied to its schema for the owner's editor", () => {
  const files = fs.readdirSync(contentDir).filter((file) => file.endsWith(".yaml"));

  it("covers every content file the site loads", () => {
    expect(files.map((file) => path.basename(file, ".yaml")).sort()).toEqual([...CONTENT_NAMES].sort());
  });

  it.each(files)("%s names an existing schema, its own, on its first line", (file) => {
    const firstLine = fs.readFileSync(path.join(contentDir, file), "utf8").split("\n")[0];
    const schemaRef = MODELINE.exec(firstLine)?.[1];
    expect(schemaRef, `first line of content/${file}`).toBeDefined();
    const schemaPath = path.resolve(contentDir, schemaRef!);
    expect(fs.existsSync(schemaPath), `${schemaRef} exists`).toBe(true);
    const schema = JSON.parse(fs.readFileSync(schemaPath, "utf8")) as { $id?: string };
    expect(schema.$id).toBe(schemaFile(path.basename(file, ".yaml") as ContentName));
  });
});
