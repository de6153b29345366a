/**
 * Every pin has its reason (docs/decisions.md › "Versions and pins"), and the update bot keeps to the pins.
 * Read from the project's own package.json, .github/dependabot.yml and docs/decisions.md.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ignoredByUpdates, pinnedDependencies, pinsSection, unexplainedPins } from "./dependency-pins.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const pkg = JSON.parse(read("package.json"));
const section = pinsSection(read("docs/decisions.md"));

describe("dependency pins", () => {
  it("finds a pin where there is one, and its missing reason", () => {
    const fixture = { dependencies: { a: "^1.0.0", b: "1.2.3" }, devDependencies: { c: "~4.5.0" }, overrides: { d: "2.0.0" } };
    expect(pinnedDependencies(fixture)).toEqual(["b", "c", "d"]);
    expect(unexplainedPins(["b", "c"], "## Versions and pins\n`b` waits for …")).toEqual(["c"]);
    const decisions = "## Versions and pins\n`b` waits for …\n### Pins that went\n- `c` went.\n## Next";
    expect(unexplainedPins(["b", "c"], pinsSection(decisions))).toEqual(["c"]);
  });

  it("every dependency off a caret range, and every override, has its reason in docs/decisions.md", () => {
    expect(unexplainedPins(pinnedDependencies(pkg), section)).toEqual([]);
  });

  it("every dependency the update bot leaves alone has its reason there too", () => {
    const ignored = ignoredByUpdates(read(".github/dependabot.yml"));
    expect(ignored.length).toBeGreaterThan(0);
    expect(unexplainedPins(ignored, section)).toEqual([]);
  });

  it("the bot holds back every exact pin (the project's Node only from a new major line)", () => {
    const ignored = new Set(ignoredByUpdates(read(".github/dependabot.yml")));
    const specs: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.overrides };
    const exact = pinnedDependencies(pkg).filter((name) => /^\d/.test(specs[name]));
    expect(exact.filter((name) => !ignored.has(name))).toEqual([]);
  });
});
