import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentRootWith } from "../../tests/support/content-root";
import { loadContent, projectFolders } from "./node/load-content";
import { formatProblem } from "./problem";

describe("the hand-off templates", () => {
  it("report a placeholder the site can't fill at its line", () => {
    const root = contentRootWith();
    const file = path.join(root, "content/booking.yaml");
    const lines = fs.readFileSync(file, "utf8").split("\n");
    const at = lines.findIndex((line) => line.trimStart().startsWith("message:") && lines[lines.indexOf(line) - 1]?.includes("emailSubject"));
    expect(at).toBeGreaterThan(0);
    lines.splice(at + 1, 0, '    - "Colour: {colour}"');
    fs.writeFileSync(file, lines.join("\n"));
    expect(loadContent(projectFolders(root)).problems.map(formatProblem)).toEqual([
      `content/booking.yaml:${at + 2}:7 handoff › message › item 1: Expected only the placeholders {location}, {type}, {blocks}, {tier}, {wash}, {size}, {extras}, {cars}, {postcode}, {price}, {offer}, but found "{colour}".`,
    ]);
  });
});
