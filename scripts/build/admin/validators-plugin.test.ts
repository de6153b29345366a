import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT, badContentFixtures, contentRootWith } from "../../../tests/support/content-root.ts";
import { checkContentTexts, type ContentTexts } from "../../../src/content/check-texts.ts";
import { checkContentTextsWith, keepPassedFile, type FileCheckMemo } from "../../../src/content/check-with-validators.ts";
import { CONTENT_NAMES, contentFilePath, type ContentName } from "../../../src/content/names.ts";
import { SCHEMA_NAMES, schemaFile, type ContentValidators, type SchemaTexts } from "../../../src/content/schema-texts.ts";
import { validatorsModule, validatorsPlugin } from "./validators-plugin.ts";

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-validators-"));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/** The module as the editor's build bundles it for the browser (Vite, minified, as write-admin.ts does), then loaded here. */
async function bundledValidators(): Promise<{ code: string; validators: ContentValidators }> {
  await build({
    configFile: false,
    root: PROJECT_ROOT,
    publicDir: false,
    // Not Vite's warning that the file is over 500 KB (about 60 KB gzipped): its size is not this test's to judge.
    logLevel: "error",
    plugins: [validatorsPlugin(PROJECT_ROOT)],
    build: {
      outDir,
      rolldownOptions: { input: "virtual:editor/validators", preserveEntrySignatures: "strict", output: { entryFileNames: "validators.js" } },
    },
  });
  const file = path.join(outDir, "validators.js");
  return { code: fs.readFileSync(file, "utf8"), validators: ((await import(pathToFileURL(file).href)) as { default: ContentValidators }).default };
}

const read = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8");
const schemas = Object.fromEntries(SCHEMA_NAMES.map((name) => [name, read(`schemas/${schemaFile(name)}`)])) as SchemaTexts;

/** The fixture content, with one bad-content fixture's files laid over it if named (tests/support/content-root.ts). */
function fixtureTexts(fixture?: string): Record<ContentName, string> {
  const root = contentRootWith(fixture);
  const texts = Object.fromEntries(CONTENT_NAMES.map((name) => [name, fs.readFileSync(path.join(root, "content", `${name}.yaml`), "utf8")]));
  fs.rmSync(root, { recursive: true, force: true });
  return texts as Record<ContentName, string>;
}

/** The fixture content with one text replaced in one file. */
function withEdit(name: ContentName, from: string, to: string): Partial<Record<ContentName, string>> {
  const texts = fixtureTexts();
  if (!texts[name].includes(from)) throw new Error(`${FIXTURE_CONTENT_DIR}/${name}.yaml no longer holds ${from}: the case checks nothing.`);
  texts[name] = texts[name].replace(from, to);
  return texts;
}

let module: string;
let bundled: Awaited<ReturnType<typeof bundledValidators>>;
// Compiling every schema, then bundling about a megabyte of code: many seconds on a busy 2-core machine.
beforeAll(async () => {
  module = validatorsModule(PROJECT_ROOT);
  bundled = await bundledValidators();
}, 120_000);

/** Each match with a few characters around it: a readable failure, not a megabyte of code. */
const found = (code: string, pattern: RegExp) => [...code.matchAll(new RegExp(pattern, "g"))].map((match) => code.slice(match.index - 40, match.index + 40));

interface Case {
  texts: Partial<Record<ContentName, string>>;
  productionDeploy?: string;
  /** What the case must find, so that it checks something: problems, or only the go-live list. */
  finds: "problems" | "placeholders";
}

const cases: Record<string, Case> = {
  // The fixtures of the YAML files: the covered postcodes' list (CSV) has a check of its own, outside the schemas.
  ...Object.fromEntries(
    badContentFixtures()
      .filter((fixture) => fs.readdirSync(path.join(PROJECT_ROOT, "tests/fixtures/bad-content", fixture)).some((file) => file.endsWith(".yaml")))
      .map((fixture) => [`the ${fixture} fixture`, { texts: fixtureTexts(fixture), finds: "problems" } satisfies Case]),
  ),
  "an email address that isn't one (format)": { texts: withEdit("site", `email: "office@fixture.example"`, `email: "office at fixture"`), finds: "problems" },
  "a date that isn't one (format)": { texts: withEdit("gallery", `date: "2026-10-14"`, `date: "2026-13-45"`), finds: "problems" },
  "a web address with a space (format and pattern)": {
    texts: withEdit("home", `url: "https://www.google.com/maps`, `url: "https://www.google .com/maps`),
    finds: "problems",
  },
  "a name over its length (maxLength, counted by ajv's own helper)": {
    texts: withEdit("site", `businessName: "`, `businessName: "${"Long ".repeat(20)}`),
    finds: "problems",
  },
  "a code with capitals as a map's key (propertyNames)": {
    texts: withEdit("pricing", "    compact: { quick: 11", "    Compact Car: { quick: 11"),
    finds: "problems",
  },
  "a missing file": { texts: { ...fixtureTexts(), plans: undefined }, finds: "problems" },
  "placeholders on a live site": { texts: withEdit("site", "live: false", "live: true"), finds: "problems" },
  "placeholders on a production deploy": { texts: fixtureTexts(), productionDeploy: "a production deploy", finds: "problems" },
  "the fixture content as it is": { texts: fixtureTexts(), finds: "placeholders" },
};

describe("virtual:editor/validators", () => {
  it("compiles nothing in the browser: no eval, no new Function, in the module or in the bundle", () => {
    for (const code of [module, bundled.code]) expect(found(code, /new Function|\beval\(/)).toEqual([]);
  });

  // Loading the bundle as an ES module already proves that nothing calls `require` as it starts (there is none).
  it("is an ES module: each require of ajv's standalone code is an import", () => {
    expect(found(module, /\brequire\(/)).toEqual([]);
    expect(Object.keys(bundled.validators)).toEqual([...CONTENT_NAMES]);
  });

  it.each(Object.entries(cases))("checks %s exactly as the check compiled at run time does", (_name, { texts, productionDeploy, finds }) => {
    const input: ContentTexts = { texts, schemas, displayPath: contentFilePath, productionDeploy };
    const atRunTime = checkContentTexts(input);
    const ahead = checkContentTextsWith({ ...input, validators: bundled.validators });
    expect(atRunTime[finds].length).toBeGreaterThan(0);
    expect(ahead.problems).toEqual(atRunTime.problems);
    expect(ahead.placeholders).toEqual(atRunTime.placeholders);
    expect(ahead.content).toEqual(atRunTime.content);
  });
});

describe("the editor's check, keeping each file's own check (FileCheckMemo)", () => {
  it("finds what a fresh check finds at every step, and checks again only the file whose text changed", () => {
    const memo: FileCheckMemo = new Map();
    const good = fixtureTexts();
    const steps = [good, withEdit("site", `email: "office@fixture.example"`, `email: "office at fixture"`), good, { ...good, plans: undefined }, good];
    const results = steps.map((texts) => {
      const input: ContentTexts & { validators: ContentValidators } = { texts, schemas, displayPath: contentFilePath, validators: bundled.validators };
      const kept = checkContentTextsWith({ ...input, memo });
      const fresh = checkContentTextsWith(input);
      expect([kept.problems, kept.placeholders, kept.content]).toEqual([fresh.problems, fresh.placeholders, fresh.content]);
      return kept;
    });
    expect(results.map((result) => result.problems.length > 0)).toEqual([false, true, false, true, false]);
    // A file whose text is the same as at the check before isn't parsed again: its data is the very same object.
    expect(results[1].content.faq).toBe(results[0].content.faq);
    expect(results[2].content.site).not.toBe(results[0].content.site);
  });

  it("takes a file kept as passed (keepPassedFile: the build's check) as it is, until its text changes", () => {
    const texts = fixtureTexts();
    const input = { texts, schemas, displayPath: contentFilePath, validators: bundled.validators };
    const fresh = checkContentTextsWith(input);
    const memo: FileCheckMemo = new Map();
    for (const name of CONTENT_NAMES) keepPassedFile({ name, source: texts[name]!, data: fresh.content[name], displayPath: contentFilePath(name), memo });
    const kept = checkContentTextsWith({ ...input, memo });
    expect([kept.problems, kept.placeholders, kept.content]).toEqual([fresh.problems, fresh.placeholders, fresh.content]);
    // Neither parsed nor checked again: its data is the very object kept.
    expect(kept.content.faq).toBe(fresh.content.faq);
    // A kept file whose text then changes is checked: a mistake in it is found.
    const edited = withEdit("site", `email: "office@fixture.example"`, `email: "office at fixture"`);
    const after = checkContentTextsWith({ ...input, texts: edited, memo });
    expect(after.problems.map((problem) => problem.file)).toEqual([contentFilePath("site")]);
    expect(after.problems).toEqual(checkContentTextsWith({ ...input, texts: edited }).problems);
  });
});
