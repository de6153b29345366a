/**
 * The docs stay true of the tree (issue 59): every path the README and docs/*.md name in code (`src/lib/format.ts`,
 * `form/schema/schema-fields.ts`, written from the folder the text is about, or `islands.ts`) is a file or folder of
 * the project, every relative link leads to one, and every `file:line` they cite is a line the file has. A path
 * written from a folder matches the end of a project path (`form/schema/schema-fields.ts` is src/admin/'s). Not
 * checked: what is no project file by design (the build's output, a placeholder such as `<page>.tsx` or `*.yaml`,
 * an address such as `/admin/`), and the example diffs in fenced blocks (a throwaway page's files).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

const DOCS = [
  "README.md",
  ...fs
    .readdirSync(path.join(root, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
];

/** Every file and folder of the project, by its path from the root (folders with a final slash). */
const PROJECT_PATHS: string[] = (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
  .map((entry) => {
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    return entry.isDirectory() ? `${relative}/` : relative;
  })
  .filter((file) => !/^(?:node_modules|build|\.git|test-results|playwright-report|bench-results|\.react-router)\//.test(file));

/** What the build, a run or the browser makes, never a file of the project. */
const NOT_PROJECT_FILES = /^(?:build|bench-results|test-results|node_modules|assets|\.react-router|local-editor)\//;

/** A name in code that reads as a path: folders and a name with a file's ending, or a folder with its final slash. */
const PATH_LIKE = /^(?:\.?[\w@-][\w.@-]*\/)*(?:\.?[\w-][\w.-]*\.(?:tsx?|mjs|cjs|js|jsonc?|ya?ml|md|css|py|sh|html|svg|png)|[\w.-]+\/)$/;

/**
 * A path from the project's root (any file or folder under one of its top folders), or, written from the folder the
 * text is about, the project's own code (`form/schema/schema-fields.ts`, `islands.ts`). Other relative names are
 * mostly what the build writes (`404.html`, `sw.js`, `admin/assets/`) or another tool's (Decap's `admin/config.yml`).
 */
const CHECKED = /^(?:src|scripts|tests|docs|content|schemas|public|\.github|\.ci)\/|\.(?:tsx?|mjs|cjs|py|sh)$/;

/** Named on purpose as files that must never be: docs/cms.md's file an attack would have written. */
const NEVER_FILES = new Set(["scripts/evil.sh"]);

/** The text of a Markdown file without its fenced blocks, where example diffs and output live. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "");

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** Whether `name` is a project path from the root, or the end of one (a path written from the folder the text is about). */
const exists = (name: string) => PROJECT_PATHS.some((file) => file === name || file.endsWith(`/${name}`));

/** The names in code spans that read as project paths. */
function namedPaths(markdown: string): string[] {
  return [...prose(markdown).matchAll(/`([^`\n]+)`/g)]
    .map((found) => found[1].replace(/:\d+(?::\d+)?$/, "").replace(/^\.\//, ""))
    .filter((name) => PATH_LIKE.test(name) && CHECKED.test(name) && !NOT_PROJECT_FILES.test(name) && !NEVER_FILES.has(name));
}

/** The relative links' targets, from the project's root. */
function linkedPaths(doc: string, markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map((found) => found[1])
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(doc), target)));
}

/** Every `file:line` citation (`src/root.tsx:15`, `eslint.config.js:93`), not an address's host and port. */
function citations(markdown: string): { file: string; line: number }[] {
  return [...markdown.matchAll(/(?<![\w/.:-])((?:[\w.-]+\/)*[\w-][\w.-]*\.[a-z]{1,5}):(\d+)\b/g)]
    .filter((found) => !/^[\d.]+$/.test(found[1]))
    .map((found) => ({ file: found[1], line: Number(found[2]) }));
}

/** The lines of the project file a citation names: the one at that path, or else the one path ending with it. */
function linesOf(name: string): number | undefined {
  const endingWith = PROJECT_PATHS.filter((file) => file.endsWith(`/${name}`));
  const file = PROJECT_PATHS.includes(name) ? name : endingWith.length === 1 ? endingWith[0] : undefined;
  return file === undefined ? undefined : read(file).split("\n").length;
}

describe.each(DOCS)("%s", (doc) => {
  const markdown = read(doc);

  test("names only paths the project has", () => {
    expect(
      namedPaths(markdown).filter((name) => !exists(name)),
      `paths ${doc} names in code that are no file or folder of the project`,
    ).toEqual([]);
    expect(
      linkedPaths(doc, markdown).filter((target) => !fs.existsSync(path.join(root, target))),
      `links in ${doc} that lead nowhere`,
    ).toEqual([]);
  });

  test("cites only lines the files have", () => {
    expect(
      citations(markdown)
        .filter(({ file, line }) => !NOT_PROJECT_FILES.test(file) && !(line <= (linesOf(file) ?? 0)))
        .map(({ file, line }) => `${file}:${line}`),
      `file:line citations in ${doc} to no such line (or to a file no single project path ends with)`,
    ).toEqual([]);
  });
});

describe("the checks themselves", () => {
  test("find a path that is gone and a line past a file's end", () => {
    expect(namedPaths("see `form/schema-fields.test.ts` and `src/lib/format.ts`").filter((name) => !exists(name))).toEqual(["form/schema-fields.test.ts"]);
    const lines = linesOf("src/lib/format.ts")!;
    expect(citations(`src/lib/format.ts:${lines} and src/lib/format.ts:${lines + 1}, http://127.0.0.1:4173/`)).toEqual([
      { file: "src/lib/format.ts", line: lines },
      { file: "src/lib/format.ts", line: lines + 1 },
    ]);
  });
});
