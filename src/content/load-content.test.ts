import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT, contentRootWith } from "../../tests/support/content-root";
import { loadContent, projectFolders } from "./load-content";
import { CONTENT_NAMES } from "./names";
import { formatProblem } from "./problem";

const problemsOf = (fixture?: string) => loadContent(projectFolders(contentRootWith(fixture))).problems.map(formatProblem);

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

  it.each([
    [
      "syntax-error",
      'content/faq.yaml:9:15 Expected the text that starts with the quote mark here to end with a matching ", but it is never closed.',
    ],
    [
      "wrong-type",
      'content/pricing.yaml:38:35 prices › outside › compact › deluxe: Expected a whole number (an amount in whole pounds, without the £ sign, for example: 25), but found the text "nineteen".',
    ],
    ["missing-field", 'content/faq.yaml:8:5 items › item 1: Expected a field called "answer" here, but it is missing.'],
    [
      "unknown-key",
      'content/faq.yaml:9:5 items › item 1 › questoin: Found a field called "questoin", which is not expected here. Did you mean "question"?',
    ],
    [
      "negative-price",
      "content/addons.yaml:14:20 items › item 2 › price › from: Expected at least 1 (an amount in whole pounds, without the £ sign, for example: 25), but found the number -21.",
    ],
    [
      "tier-missing-in-savings",
      'content/savings.yaml:10:3 rows: Expected the tiers "quick", "deluxe", "supreme" as in pricing.yaml, but "deluxe" is missing.',
    ],
  ])("locates the %s fixture at file:line:column with one plain sentence", (fixture, expected) => {
    expect(problemsOf(fixture)).toEqual([expected]);
  });

  it("reports every problem in every file at once, not just the first", () => {
    expect(problemsOf("several-files")).toEqual([
      'content/pricing.yaml:38:35 prices › outside › compact › deluxe: Expected a whole number (an amount in whole pounds, without the £ sign, for example: 25), but found the text "nineteen".',
      "content/pricing.yaml:42:48 prices › full › estate › supreme: Expected at least 1 (an amount in whole pounds, without the £ sign, for example: 25), but found the number -113.",
      'content/faq.yaml:9:5 items › item 1 › questoin: Found a field called "questoin", which is not expected here. Did you mean "question"?',
    ]);
  });

  it("names a missing content file", () => {
    const root = contentRootWith();
    fs.rmSync(path.join(root, "content/plans.yaml"));
    expect(loadContent(projectFolders(root)).problems.map(formatProblem)).toEqual([
      "content/plans.yaml:1:1 Expected this file to exist, but it is missing.",
    ]);
  });

  it("checks cross-file rules: booking options must match the pricing tiers", () => {
    const root = contentRootWith();
    const file = path.join(root, "content/booking.yaml");
    const source = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, source.replace(/value: supreme\b/, "value: diamond"));
    const messages = loadContent(projectFolders(root)).problems.map((p) => p.message);
    expect(messages).toContain(
      'Expected the tiers "quick", "deluxe", "supreme" as in pricing.yaml, but "supreme" is missing and "diamond" is not one of them.',
    );
  });

  it("checks cross-file rules: every tier × size × wash has a price", () => {
    const root = contentRootWith();
    const file = path.join(root, "content/pricing.yaml");
    const source = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, source.replace("deluxe: 53, ", ""));
    const problems = loadContent(projectFolders(root)).problems;
    expect(problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      'prices › full › compact: Expected a price for the tier "deluxe", but there is none.',
    ]);
  });
});
