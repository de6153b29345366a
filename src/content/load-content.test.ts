import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentRootWith } from "../../tests/support/content-root";
import { loadContent, projectFolders } from "./load-content";
import { formatProblem } from "./problem";

const problemsOf = (fixture?: string) => loadContent(projectFolders(contentRootWith(fixture))).problems.map(formatProblem);

describe("loadContent", () => {
  it("accepts the real content with no problems and returns every file", () => {
    const result = loadContent(projectFolders(contentRootWith()));
    expect(result.problems).toEqual([]);
    expect(Object.keys(result.content)).toHaveLength(13);
  });

  it.each([
    [
      "syntax-error",
      'content/faq.yaml:28:15 Expected the text that starts with the quote mark here to end with a matching ", but it is never closed.',
    ],
    [
      "wrong-type",
      'content/pricing.yaml:71:46 prices › exterior › small › gold: Expected a whole number (an amount in whole pounds, without the £ sign, for example: 25), but found the text "forty".',
    ],
    ["missing-field", 'content/faq.yaml:27:5 items › item 1: Expected a field called "answer" here, but it is missing.'],
    [
      "unknown-key",
      'content/faq.yaml:28:5 items › item 1 › questoin: Found a field called "questoin", which is not expected here. Did you mean "question"?',
    ],
    [
      "negative-price",
      "content/addons.yaml:24:20 items › item 2 › price › from: Expected at least 1 (an amount in whole pounds, without the £ sign, for example: 25), but found the number -10.",
    ],
    [
      "tier-missing-in-savings",
      'content/savings.yaml:23:3 rows: Expected the tiers "express", "silver", "gold", "platinum" as in pricing.yaml, but "gold" is missing.',
    ],
  ])("locates the %s fixture at file:line:column with one plain sentence", (fixture, expected) => {
    expect(problemsOf(fixture)).toEqual([expected]);
  });

  it("reports every problem in every file at once, not just the first", () => {
    expect(problemsOf("several-files")).toEqual([
      'content/pricing.yaml:71:46 prices › exterior › small › gold: Expected a whole number (an amount in whole pounds, without the £ sign, for example: 25), but found the text "forty".',
      "content/pricing.yaml:77:61 prices › inout › large › platinum: Expected at least 1 (an amount in whole pounds, without the £ sign, for example: 25), but found the number -170.",
      'content/faq.yaml:28:5 items › item 1 › questoin: Found a field called "questoin", which is not expected here. Did you mean "question"?',
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
    fs.writeFileSync(file, source.replace(/value: platinum\b/, "value: diamond"));
    const messages = loadContent(projectFolders(root)).problems.map((p) => p.message);
    expect(messages).toContain(
      'Expected the tiers "express", "silver", "gold", "platinum" as in pricing.yaml, but "platinum" is missing and "diamond" is not one of them.',
    );
  });

  it("checks cross-file rules: every tier × size × wash has a price", () => {
    const root = contentRootWith();
    const file = path.join(root, "content/pricing.yaml");
    const source = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, source.replace("gold: 85, ", ""));
    const problems = loadContent(projectFolders(root)).problems;
    expect(problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      'prices › inout › medium: Expected a price for the tier "gold", but there is none.',
    ]);
  });
});
