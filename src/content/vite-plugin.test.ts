import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, contentRootWith } from "../../tests/support/content-root";
import { contentPlugin } from "./vite-plugin";

/** Builds a one-line entry that imports pricing content, with the content plugin, in a throw-away root. */
async function buildWithContent(root: string) {
  fs.writeFileSync(path.join(root, "entry.js"), 'import pricing from "virtual:content/pricing";\nconsole.log(pricing.heading);\n');
  return build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [contentPlugin(root)],
    build: { write: false, rollupOptions: { input: path.join(root, "entry.js") } },
  });
}

// Builds and spawned processes take seconds on a loaded machine: never vitest's default 5 s.
const SLOW = { timeout: 60_000 };

describe("content in the build", SLOW, () => {
  it("serves validated content as a module", async () => {
    const output = await buildWithContent(contentRootWith());
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ("output" in o ? o.output : []));
    const code = chunks.map((chunk) => ("code" in chunk ? chunk.code : "")).join("\n");
    expect(code).toContain("Fixture Prices Heading");
  });

  it("fails the build on a price written in words, naming the file, line and column", async () => {
    await expect(buildWithContent(contentRootWith("wrong-type"))).rejects.toThrow(
      /content\/pricing\.yaml:38:35 prices › outside › compact › deluxe: Expected a whole number/,
    );
  });
});

describe("npm run check:content", SLOW, () => {
  const run = (root: string) => {
    try {
      return { code: 0, output: execFileSync("npx", ["tsx", "scripts/check-content.ts", root], { cwd: PROJECT_ROOT, encoding: "utf8", stdio: "pipe" }) };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { code: failed.status, output: failed.stderr };
    }
  };

  it("passes on good content", () => {
    expect(run(contentRootWith())).toEqual({ code: 0, output: "Content OK: 13 files checked.\n" });
  });

  it("fails with every problem listed at file:line:column", () => {
    const result = run(contentRootWith("several-files"));
    expect(result.code).toBe(1);
    expect(result.output).toContain("The content has 3 problems:");
    expect(result.output).toContain('content/faq.yaml:9:5 items › item 1 › questoin: Found a field called "questoin"');
    expect(result.output).toContain("content/pricing.yaml:38:35 prices › outside › compact › deluxe");
  });
});
