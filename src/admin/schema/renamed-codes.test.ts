import { describe, expect, it } from "vitest";
import { fieldInWords, type ContentProblem } from "../../content/problem.ts";
import { setValueAt } from "./field-tree.ts";
import { fixtureForm } from "./form-fixtures.test-support.ts";
import { renamedCodeProblems } from "./renamed-codes.ts";

describe("a renamed code that other files still name", () => {
  const { fields, values } = fixtureForm("pricing");
  const code = (values.tiers as { id: string }[])[1].id;
  const renamed = setValueAt(values, ["tiers", 1, "id"], `${code}x`);
  const savings: ContentProblem = {
    file: "content/savings.yaml",
    line: 4,
    column: 5,
    field: "rows",
    message: `Expected the tiers as in pricing.yaml, but "${code}" is not one of them.`,
  };

  it("is marked at its own Id field, naming the files that still use it", () => {
    const found = renamedCodeProblems(fields, values, renamed, [savings], "content/pricing.yaml");
    expect(found.map((problem) => [problem.field, problem.message.includes(`"${code}"`) && problem.message.includes(savings.file)])).toEqual([
      [fieldInWords(["tiers", 1, "id"]), true],
    ]);
  });

  it("is not marked when no other file has a problem with it", () => {
    expect(renamedCodeProblems(fields, values, renamed, [], "content/pricing.yaml")).toEqual([]);
    expect(renamedCodeProblems(fields, values, values, [savings], "content/pricing.yaml")).toEqual([]);
  });
});
