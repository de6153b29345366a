/**
 * The README and docs/commands.md stay true of the tree (issue 52): every npm script of package.json is in the
 * scripts table once and the table lists none that is gone; every environment variable the code reads is in the
 * variables table once, and the table lists none the code no longer reads; every folder the README's folder list
 * names exists, and every top-level folder of src/, scripts/ and tests/ is named there; docs/cms.md's parts list
 * names every folder of src/admin/ and only paths that exist (issue 50); it and docs/architecture.md list the editor's
 * rooms in the order of src/admin/rooms.json, every one of them (issue 65).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ADMIN_ROOMS, ROOMS_FILE } from "./admin-rooms.ts";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** The lines of a Markdown file's section: from its `## heading` to the next heading of level 2 or above. */
function section(markdown: string, heading: string): string[] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && /^#{1,2} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The backticked names in the first cell of each row of the section's tables (`npm run x` gives x), in order. */
function firstCells(lines: string[]): string[] {
  return lines
    .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`(?:npm (?:run )?)?([^`]+)`/g)].map((found) => found[1]));
}

const repeated = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index);

describe("docs/commands.md", () => {
  test("lists every npm script of package.json once, and none that is gone", () => {
    const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);
    const listed = firstCells(section(read("docs/commands.md"), "npm scripts"));
    expect(repeated(listed), "scripts listed twice").toEqual([]);
    expect(
      scripts.filter((name) => !listed.includes(name)),
      "scripts in package.json that the table doesn't list",
    ).toEqual([]);
    expect(
      listed.filter((name) => !scripts.includes(name)),
      "scripts the table lists that package.json no longer has",
    ).toEqual([]);
  });

  test("lists every environment variable the code reads once, and none it no longer reads", () => {
    const code = codeFiles().map(read).join("\n");
    // `process.env.NAME` and `env.NAME` (an env passed in); not Vite's `import.meta.env`, nor a name in quotes (a build's `define`).
    const readNames = new Set([...code.matchAll(/(?<!meta\.)\benv\.([A-Z][A-Z0-9_]+)\b(?!["'])/g)].map((found) => found[1]));
    const listed = firstCells(section(read("docs/commands.md"), "Environment variables"));
    expect(repeated(listed), "variables listed twice").toEqual([]);
    expect(
      [...readNames].filter((name) => !listed.includes(name)),
      "variables the code reads that the table doesn't list",
    ).toEqual([]);
    expect(
      listed.filter((name) => !new RegExp(`\\b${name}\\b`).test(code)),
      "variables the table lists that no code names",
    ).toEqual([]);
  });
});

/** The project's code: src/, scripts/, tests/ and the configs at the top, with the CI and workflow files. */
function codeFiles(): string[] {
  const inFolder = (folder: string) =>
    (fs.readdirSync(path.join(root, folder), { recursive: true }) as string[])
      .map((file) => path.join(folder, file))
      .filter((file) => /\.(?:[cm]?[jt]sx?|sh|ya?ml)$/.test(file) && !file.includes(`${path.sep}generated${path.sep}`) && !file.endsWith(".test.ts"));
  const top = fs.readdirSync(root).filter((file) => /\.(?:ts|js|jsonc)$/.test(file));
  return [...["src", "scripts", "tests", ".github"].flatMap(inFolder), ...top, ".ci/run"];
}

describe("README.md's folders", () => {
  // The folders of the table's first column (`src/lib/`), without their final slash.
  const named = firstCells(section(read("README.md"), "Folders")).map((folder) => folder.replace(/\/$/, ""));

  test("names only folders that exist", () => {
    expect(named.length, "folders named in README.md's Folders section").toBeGreaterThan(0);
    expect(
      named.filter((folder) => !fs.statSync(path.join(root, folder), { throwIfNoEntry: false })?.isDirectory()),
      "folders README.md names that don't exist",
    ).toEqual([]);
  });

  test("names every top-level folder of src/, scripts/ and tests/", () => {
    const folders = ["src", "scripts", "tests"].flatMap((parent) =>
      fs
        .readdirSync(path.join(root, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${parent}/${entry.name}`),
    );
    expect(
      folders.filter((folder) => !named.includes(folder)),
      "folders README.md doesn't name",
    ).toEqual([]);
  });
});

describe("docs/cms.md's parts list", () => {
  // The block under "## The parts": each line that starts with a path gives that path (a file or a folder/).
  const block = section(read("docs/cms.md"), "The parts");
  const paths = block.flatMap((line) => line.match(/^((?:src|scripts)\/\S+?)(?:,|\s|$)/)?.[1] ?? []);

  test("names only paths that exist", () => {
    expect(paths.length, "paths in docs/cms.md's parts list").toBeGreaterThan(0);
    expect(
      paths.filter((part) => !fs.existsSync(path.join(root, part))),
      "paths docs/cms.md names that don't exist",
    ).toEqual([]);
  });

  test(`lists the editor's rooms in the order of ${ROOMS_FILE}`, () => {
    // A room's own line, `src/admin/<room>/`, not a folder inside it (form/fields/).
    const rooms = paths.flatMap((part) => part.match(/^src\/admin\/([^/]+)\/$/)?.[1] ?? []);
    expect(rooms).toEqual(ADMIN_ROOMS);
  });

  test("names every folder of the editor's code", () => {
    const folders = (fs.readdirSync(path.join(root, "src/admin"), { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${path.relative(root, path.join(entry.parentPath, entry.name))}/`);
    expect(
      folders.filter((folder) => !paths.includes(folder)),
      "folders of src/admin/ that docs/cms.md's parts list doesn't name",
    ).toEqual([]);
  });
});

describe("docs/architecture.md's rooms", () => {
  test(`lists the editor's rooms in the order of ${ROOMS_FILE}`, () => {
    // The numbered list of "### The editor's rooms": each item that is a room gives its folder, `src/admin/<room>/`.
    const lines = read("docs/architecture.md").split("\n");
    const start = lines.indexOf("### The editor's rooms");
    const end = lines.findIndex((line, index) => index > start && /^#{1,3} /.test(line));
    const rooms = lines.slice(start, end).flatMap((line) => line.match(/^\d+\. `src\/admin\/([^/`]+)\/`/)?.[1] ?? []);
    expect(rooms).toEqual(ADMIN_ROOMS);
  });
});
