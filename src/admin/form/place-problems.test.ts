import { describe, expect, it } from "vitest";
import type { ContentProblem } from "../../content/problem.ts";
import { fixtureForm } from "../schema/form-fixtures.test-support.ts";
import { placeProblems, shownPaths } from "./place-problems.ts";

const problem = (field: string, file = "content/faq.yaml"): ContentProblem => ({ file, line: 1, column: 1, field, message: `Wrong at ${field}.` });

describe("where each problem shows in the form", () => {
  const { fields, values } = fixtureForm("faq");
  const paths = shownPaths(fields, values);

  it("shows every field and each list entry, at the entry's own place", () => {
    expect(paths).toContainEqual(["items", 1, "answer", 1]);
    expect(paths).toContainEqual(["items", 1]);
    expect(paths).not.toContainEqual(["items", 2]);
  });

  it.each<[string, ContentProblem, string | undefined]>([
    ["at the field it names", problem("items › item 2 › answer › item 2"), "items › item 2 › answer › item 2"],
    ["at a list entry", problem("items › item 2"), "items › item 2"],
    ["at the nearest field that holds a value the form doesn't show", problem("items › item 1 › colour"), "items › item 1"],
    ["above the form only, for the whole file", problem(""), undefined],
    ["above the form only, for another file", problem("items › item 1", "content/pricing.yaml"), undefined],
  ])("places a problem %s", (_, listed, field) => {
    const placed = placeProblems([listed], "content/faq.yaml", paths);
    expect(placed.fieldOf.get(listed)).toBe(field);
    expect(field === undefined ? [...placed.byField.keys()] : placed.byField.get(field)).toEqual(field === undefined ? [] : [listed]);
  });
});
