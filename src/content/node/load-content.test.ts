import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT, badContentFixtures, contentRootWith, expectedOutput } from "../../../tests/support/content-root";
import { loadContent, projectFolders } from "./load-content";
import { CONTENT_NAMES } from "../names";
import { formatProblem, formatProblems } from "../problem";

// Each test compiles every schema: seconds on a loaded machine, so never vitest's default 5 s.
describe("loadContent", { timeout: 60_000 }, () => {
  // The owner's content, read where the build reads it; its values are the owner's to change.
  it("accepts the real content with no problems and returns every file", () => {
    const result = loadContent(projectFolders(PROJECT_ROOT));
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(Object.keys(result.content)).toEqual([...CONTENT_NAMES]);
  });

  // The unit tests' content: a schema change that breaks it shows here, at tests/fixtures/content/<file>:line:column.
  it("accepts the unit tests' fixture content with no problems and returns every file", () => {
    const result = loadContent(projectFolders(PROJECT_ROOT, { contentDir: FIXTURE_CONTENT_DIR }));
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(Object.keys(result.content)).toEqual([...CONTENT_NAMES]);
  });

  it("reads the content folder it is given and names its files from the project root", () => {
    const root = contentRootWith();
    fs.cpSync(path.join(root, "content"), path.join(root, "elsewhere/content"), { recursive: true });
    fs.rmSync(path.join(root, "elsewhere/content/plans.yaml"));
    expect(loadContent(projectFolders(root, { contentDir: "elsewhere/content" })).problems.map(formatProblem)).toEqual([
      "elsewhere/content/plans.yaml:1:1 Expected this file to exist, but it is missing.",
    ]);
  });

  it.each(badContentFixtures())("reports the %s fixture exactly as its expected.txt says", (fixture) => {
    const { problems } = loadContent(projectFolders(contentRootWith(fixture)));
    expect(problems.length).toBeGreaterThan(0);
    expect(formatProblems(problems)).toBe(expectedOutput(fixture));
  });

  it("docs/editing-content.md quotes only what the check prints for a fixture", () => {
    const docs = fs.readFileSync(path.join(PROJECT_ROOT, "docs/editing-content.md"), "utf8");
    const section = docs.slice(docs.indexOf("## Mistakes the check catches")).split(/\n## /)[0];
    const examples = [...section.matchAll(/^\| (?!Mistake \|).+? \| (.+) \|$/gm)].map((row) => row[1]).filter((cell) => !/^-+$/.test(cell));
    const printed = badContentFixtures().map(expectedOutput).join("\n");
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(printed).toContain(example);
  });

  it("names a missing content file", () => {
    const root = contentRootWith();
    fs.rmSync(path.join(root, "content/plans.yaml"));
    expect(loadContent(projectFolders(root)).problems.map(formatProblem)).toEqual([
      "content/plans.yaml:1:1 Expected this file to exist, but it is missing.",
    ]);
  });
});
