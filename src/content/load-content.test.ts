import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, badContentFixtures, contentRootWith, expectedOutput } from "../../tests/support/content-root";
import { loadContent, projectFolders } from "./load-content";
import { formatProblem, formatProblems } from "./problem";

// Compiling every schema (once per run) takes seconds on a busy machine: never rely on vitest's 5 s default.
describe("loadContent", { timeout: 60_000 }, () => {
  it("accepts the real content with no problems and returns every file", () => {
    const result = loadContent(projectFolders(contentRootWith()));
    expect(result.problems).toEqual([]);
    expect(Object.keys(result.content)).toHaveLength(13);
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
