import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, contentRootWith } from "../../tests/support/content-root";
import { loadContent, projectFolders } from "../../src/content/node/load-content";
import type { ContentProblem } from "../../src/content/problem";

/** The matcher GitHub Actions applies to the CI log (.github/workflows/check.yml adds it). */
const matcher = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, ".github/content-problem-matcher.json"), "utf8")) as {
  problemMatcher: {
    owner: string;
    severity: "error" | "warning";
    pattern: { regexp: string; file: number; line: number; column: number; message: number }[];
  }[];
};

/** What GitHub makes of each log line: an annotation of the first matcher that reads it, or nothing. */
function annotationsWithSeverity(log: string) {
  return log.split("\n").flatMap((line) => {
    for (const {
      severity,
      pattern: [pattern],
    } of matcher.problemMatcher) {
      const match = new RegExp(pattern.regexp).exec(line);
      if (match) {
        return [
          { severity, file: match[pattern.file], line: Number(match[pattern.line]), column: Number(match[pattern.column]), message: match[pattern.message] },
        ];
      }
    }
    return [];
  });
}

const annotations = (log: string) =>
  annotationsWithSeverity(log)
    .filter((annotation) => annotation.severity === "error")
    .map(({ file, line, column, message }) => ({ file, line, column, message }));

const asAnnotation = (severity: "error" | "warning") => (problem: ContentProblem) => ({
  severity,
  file: problem.file,
  line: problem.line,
  column: problem.column,
  message: problem.field ? `${problem.field}: ${problem.message}` : problem.message,
});

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

  it("turns each placeholder into a warning at its line before the site is live, and an error once it is", () => {
    const root = contentRootWith();
    const before = loadContent(projectFolders(root));
    expect(before.placeholders.length).toBeGreaterThan(0);
    const { status, log } = checkContent(root);
    expect(status).toBe(0);
    expect(annotationsWithSeverity(log)).toEqual(before.placeholders.map(asAnnotation("warning")));

    const site = path.join(root, "content/site.yaml");
    fs.writeFileSync(site, fs.readFileSync(site, "utf8").replace(/^live: false$/m, "live: true"));
    const live = loadContent(projectFolders(root));
    expect(live.placeholders).toEqual([]);
    const refused = checkContent(root);
    expect(refused.status).toBe(1);
    expect(annotationsWithSeverity(refused.log)).toEqual(live.problems.map(asAnnotation("error")));
    expect(live.problems.length).toBe(before.placeholders.length);
  }, 60_000);
});
