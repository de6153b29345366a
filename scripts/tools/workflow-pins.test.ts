import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { unpinnedUses } from "./workflow-pins.ts";

const SHA = "0123456789abcdef0123456789abcdef01234567";
const steps = (...uses: string[]) => `jobs:\n  check:\n    steps:\n${uses.map((line) => `      ${line}`).join("\n")}\n`;

describe("unpinnedUses", () => {
  it("passes an action pinned by its commit with the tag in a comment, a local action, and the project's own workflows", () => {
    expect(unpinnedUses("ok.yml", steps(`- uses: actions/checkout@${SHA} # v4.4.0`, "- uses: ./.github/actions/local"))).toEqual([]);
    for (const file of fs.readdirSync(".github/workflows")) {
      expect(unpinnedUses(file, fs.readFileSync(`.github/workflows/${file}`, "utf8"))).toEqual([]);
    }
  });

  it.each([
    ["a tag", "- uses: actions/checkout@v4"],
    ["a branch", "- uses: actions/checkout@main"],
    ["a short SHA", `- uses: actions/checkout@${SHA.slice(0, 7)} # v4`],
    ["no ref at all", "- uses: actions/checkout"],
    ["a quoted tag", '- uses: "actions/setup-node@v4"'],
    ["a container by tag", "- uses: docker://debian:bookworm"],
  ])("names %s at its line and column", (_, line) => {
    expect(unpinnedUses("bad.yml", steps("- run: echo", line))).toEqual([
      expect.stringMatching(/^bad\.yml \(Line: 5, Col: 15\): '.+' (is not pinned|names a tag)/),
    ]);
  });

  it("names a SHA without the tag it stands for", () => {
    expect(unpinnedUses("bad.yml", steps(`- uses: actions/checkout@${SHA}`))).toEqual([expect.stringMatching(/Line: 4.*no comment naming its tag/)]);
  });

  it("reads a reusable workflow's job, not only a step", () => {
    expect(unpinnedUses("bad.yml", "jobs:\n  call:\n    uses: owner/repo/.github/workflows/x.yml@v1\n")).toEqual([expect.stringMatching(/Line: 3, Col: 11/)]);
  });
});
