import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { workflowProblems } from "./workflow-problems.ts";

const valid = `on: push
jobs:
  check:
    runs-on: ubuntu-24.04
    container:
      image: debian:bookworm
    steps:
      - run: echo \${{ github.sha }}
`;

describe("workflowProblems (GitHub's parser)", () => {
  it("passes a valid workflow, and the project's own", async () => {
    expect(await workflowProblems("ok.yml", valid)).toEqual([]);
    for (const file of fs.readdirSync(".github/workflows")) {
      expect(await workflowProblems(file, fs.readFileSync(`.github/workflows/${file}`, "utf8"))).toEqual([]);
    }
  });

  it("names a misspelt key at its line", async () => {
    const problems = await workflowProblems("bad.yml", valid.replace("steps:", "stepz:"));
    expect(problems.join("\n")).toMatch(/bad\.yml \(Line: 7, Col: 5\): Unexpected value 'stepz'/);
  });

  it("names an expression that doesn't parse", async () => {
    const problems = await workflowProblems("bad.yml", valid.replace("github.sha", "github.sha("));
    expect(problems.join("\n")).toMatch(/bad\.yml \(Line: 8/);
  });
});
