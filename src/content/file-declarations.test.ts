/**
 * The files' declarations against the files themselves: each file under content/ (and the fixture content) declared
 * once, each schema a declared one, the titles as the schemas give them, the pages from the route table, the figures
 * a file lends as its borrower's texts and schema use them, the lists of codes where the content holds them.
 * Expectations come from the files on disk, the schemas and the validated content (real and fixture).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../../tests/support/content-root";
import { readSchemaFiles } from "../../scripts/build/admin/editor-config";
import {
  CODE_LISTS,
  DECLARATIONS,
  DECLARED_FILES,
  SCHEMA_NAMES,
  codesIn,
  fileKindOf,
  fileTitle,
  followersOf,
  followingsOf,
  isContentName,
  isRowsFollowing,
  pageFileOf,
  pagesFed,
  schemaFile,
  valueAt,
  valuesAt,
  type CodeListName,
} from "./file-declarations";
import { CONTENT_NAMES, editedFilePath } from "./names";
import { checkedContent } from "./node/read-content";
import { PAGES } from "../lib/site-paths";

const schemas = readSchemaFiles(path.join(PROJECT_ROOT, "schemas"));
const CONTENTS = {
  "the owner's content": checkedContent(PROJECT_ROOT, { contentDir: "content" }),
  "the fixture content": checkedContent(PROJECT_ROOT, { contentDir: FIXTURE_CONTENT_DIR }),
};

/** The files a content folder holds (not its photos, nor the fixture folder's README). */
const filesIn = (folder: string) =>
  fs
    .readdirSync(path.join(PROJECT_ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== "README.md")
    .map((entry) => `content/${entry.name}`)
    .sort();

describe("each file declared once", () => {
  it.each(["content", FIXTURE_CONTENT_DIR])("every file in %s has one declaration, and every declaration a file", (folder) => {
    expect(filesIn(folder)).toEqual(DECLARED_FILES.map(editedFilePath).sort());
    expect(new Set(DECLARED_FILES.map(editedFilePath)).size).toBe(DECLARED_FILES.length);
  });

  it("every schema is a declared file's, or the shared definitions", () => {
    expect(Object.keys(schemas).sort()).toEqual(SCHEMA_NAMES.map(schemaFile).sort());
  });

  it("a content file is YAML with a schema; the postcode list is the one file of its kind", () => {
    for (const name of CONTENT_NAMES) expect(fileKindOf(name), name).toBe("yaml");
    expect(DECLARED_FILES.filter((file) => !isContentName(file)).map(fileKindOf)).toEqual(["postcode-list"]);
  });
});

describe("titles", () => {
  it("a content file's is its schema's title, the postcode list's its own", () => {
    for (const name of CONTENT_NAMES) expect(fileTitle(name, schemas), name).toBe((schemas[`${name}.schema.json`] as { title: string }).title);
    for (const file of DECLARED_FILES.filter((candidate) => !isContentName(candidate))) {
      expect(fileTitle(file, schemas)).toBe((DECLARATIONS[file] as { title: string }).title);
    }
  });

  it("tells every file apart", () => {
    const titles = DECLARED_FILES.map((file) => fileTitle(file, schemas));
    expect(new Set(titles).size, titles.join(", ")).toBe(titles.length);
  });
});

describe("pages", () => {
  it("every file feeds a page of the route table; a section's page is that of a file with a page of its own", () => {
    for (const file of DECLARED_FILES) expect(pagesFed(file).length, file).toBeGreaterThan(0);
    for (const name of CONTENT_NAMES) expect(pageFileOf(pageFileOf(name)), name).toBe(pageFileOf(name));
  });

  it("a file's pages are those whose words its page's file holds", () => {
    expect(pagesFed("savings")).toEqual(pagesFed("pricing"));
    for (const name of CONTENT_NAMES) for (const page of pagesFed(name)) expect(PAGES[page].wordsFile, `${name}: ${page}`).toBe(pageFileOf(name));
  });
});

/** The schema at a place of a file ("*": a list's entries), following the place's properties and items. */
function schemaAt(schema: Record<string, unknown>, place: readonly string[]): Record<string, unknown> {
  return place.reduce<Record<string, unknown>>(
    (at, key) => ((key === "*" ? at.items : (at.properties as Record<string, unknown> | undefined)?.[key]) ?? {}) as Record<string, unknown>,
    schema,
  );
}

/** Every figure a plan card could quote: a savings table with a pack of every size a name in words covers. */
const everyPackSize = Array.from({ length: 59 }, (_, i) => i + 1);

describe.each(Object.entries(CONTENTS))("the figures a file lends, in %s", (_, content) => {
  // The one lender, typed: the savings table, whose figures the plan cards quote.
  const lends = DECLARATIONS.savings.lends!;

  it("are declared: the savings table lends the plan cards theirs, and no other file lends any", () => {
    expect(CONTENT_NAMES.filter((name) => DECLARATIONS[name].lends)).toEqual(["savings"]);
    expect(lends.to).toBe("plans");
  });

  it("are every figure the borrower's texts name", () => {
    const figures = lends.figures(content.savings);
    const texts = valuesAt(content[lends.to], lends.at);
    expect(texts.length, "the borrower has texts there").toBeGreaterThan(0);
    const named = texts.flatMap(({ value }) => [...String(value).matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
    expect(named.filter((name) => !(name in figures))).toEqual([]);
  });

  it("include every figure the borrower's schema tells the owner of", () => {
    const template = schemaAt(schemas[schemaFile(lends.to)] as Record<string, unknown>, lends.at)["x-template"] as Record<string, string>;
    const packs = everyPackSize.map((blocks) => ({ blocks, save: 1 })) as (typeof content.savings.rows)[number]["packs"];
    const lendable = lends.figures({ ...content.savings, rows: [{ ...content.savings.rows[0], packs }] });
    expect(Object.keys(template).length).toBeGreaterThan(0);
    expect(Object.keys(template).filter((name) => !(name in lendable))).toEqual([]);
    // In the same words as the lender's (the editor shows a figure by them): one wording of each figure.
    const words = lends.words({ ...content.savings, rows: [{ ...content.savings.rows[0], packs }] });
    expect(Object.fromEntries(Object.keys(template).map((name) => [name, words[name]]))).toEqual(template);
  });
});

describe.each(Object.entries(CONTENTS))("the lists of codes files follow, in %s", (_, content) => {
  it("are where the content holds them", () => {
    for (const [name, list] of Object.entries(CODE_LISTS)) expect(codesIn(content[list.file], name as CodeListName).length, name).toBeGreaterThan(0);
  });

  it("each following names a place the follower has, holding the list's codes", () => {
    for (const name of CONTENT_NAMES) {
      for (const following of followingsOf(name)) {
        const codes = codesIn(content[CODE_LISTS[following.list].file], following.list);
        if (!isRowsFollowing(following)) {
          expect(codes, `${name} › ${following.choice.join(" › ")}`).toContain(valueAt(content[name], following.choice));
          continue;
        }
        const rows = valueAt(content[name], following.rows) as Record<string, unknown>[];
        expect(rows.map((row) => row[following.id])).toEqual(codes);
        const each = following.each;
        if (each) for (const row of rows) expect((valueAt(row, each.rows) as Record<string, unknown>[]).map((entry) => entry[each.id])).toEqual(codesIn(content[CODE_LISTS[each.list].file], each.list));
      }
    }
  });

  it("the savings table and the booking form follow the Pricing page's", () => {
    expect(followersOf("pricing")).toEqual(["savings", "booking"]);
    expect(followersOf("savings")).toEqual([]);
  });
});

describe("each schema file written once", () => {
  /** The source files under a folder, but this declaration's own. */
  const sources = (folder: string): string[] =>
    fs.readdirSync(path.join(PROJECT_ROOT, folder), { withFileTypes: true, recursive: true }).flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return entry.isFile() && /\.tsx?$/.test(entry.name) && !file.includes("/generated/") ? [path.relative(PROJECT_ROOT, file)] : [];
    });

  /** schemaFile()'s own, and this test's, which restates it to test it. */
  const declaring = ["src/content/file-declarations.ts", "src/content/file-declarations.test.ts"];

  it.each(["src", "scripts", "tests"])("no file in %s/ makes a schema's file name from a content file's name but schemaFile()", (folder) => {
    const written = sources(folder).filter((file) => !declaring.includes(file) && fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8").includes("}.schema.json`"));
    expect(written).toEqual([]);
  });
});
