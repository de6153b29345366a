import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, contentRootWith } from "../../tests/support/content-root";
import { loadContent, projectFolders } from "../../src/content/load-content";

/** The matcher GitHub Actions applies to the CI log (.github/workflows/check.yml adds it). */
const matcher = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, ".github/content-problem-matcher.json"), "utf8")) as {
  problemMatcher: { owner: string; pattern: { regexp: string; file: number; line: number; column: number; message: number }[] }[];
};

/** What GitHub makes of each log line: an annotation, or nothing. */
function annotations(log: string) {
  const [pattern] = matcher.problemMatcher[0].pattern;
  const regexp = new RegExp(pattern.regexp);
  return log.split("\n").flatMap((line) => {
    const match = regexp.exec(line);
    if (!match) return [];
    return [{ file: match[pattern.file], line: Number(match[pattern.line]), column: Number(match[pattern.column]), message: match[pattern.message] }];
  });
}

/** Runs `npm run check:content`'s script on a project root, as CI does, and returns what it printed. */
function checkContent(root: string) {
  const result = spawnSync(path.join(PROJECT_ROOT, "node_modules/.bin/tsx"), [path.join(PROJECT_ROOT, "scripts/tools/check-content.ts"), root], {
    encoding: "utf8",
  });
  return { status: result.status, log: result.stdout + result.stderr };
}

describe("the GitHub problem matcher reads the content check's own output", () => {
  it("turns every problem into an annotation on its file, line and column", () => {
    const root = contentRootWith();
    // Two mistakes the owner could make: a misspelt field at the end of one file, another file deleted.
    fs.appendFileSync(path.join(root, "content/faq.yaml"), "\nquestoin: Where do you wash?\n");
    fs.rmSync(path.join(root, "content/plans.yaml"));
    const problems = loadContent(projectFolders(root)).problems;
    expect(problems.length).toBe(2);

    const { status, log } = checkContent(root);
    expect(status).toBe(1);
    const found = annotations(log);
    expect(found).toEqual(
      problems.map((problem) => ({
        file: problem.file,
        line: problem.line,
        column: problem.column,
        message: problem.field ? `${problem.field}: ${problem.message}` : problem.message,
      })),
    );
    expect(found.map((annotation) => annotation.file).sort()).toEqual(["content/faq.yaml", "content/plans.yaml"]);
  }, 60_000);

  it("annotates nothing when the content is right", () => {
    const { status, log } = checkContent(contentRootWith());
    expect(status).toBe(0);
    expect(annotations(log)).toEqual([]);
  }, 60_000);
});

describe("the owner's CI workflow", () => {
  const workflow = fs.readFileSync(path.join(PROJECT_ROOT, ".github/workflows/check.yml"), "utf8");

  it("installs with npm ci, adds the matcher and runs every check on pushes and pull requests", () => {
    expect(workflow).toMatch(/^on:\n {2}push:\n {2}pull_request:/m);
    expect(workflow).toContain("::add-matcher::.github/content-problem-matcher.json");
    expect(workflow).toMatch(/run: npm ci$/m);
    expect(workflow).toMatch(/run: npm test$/m);
  });
});
