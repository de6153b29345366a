import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { build, type Rolldown } from "vite";
import { dump } from "js-yaml";
import { raisedPrices } from "../../../tests/support/raised-prices";
import { describe, expect, it, vi } from "vitest";
import { PROJECT_ROOT, contentRootWith, expectedOutput } from "../../../tests/support/content-root";
import { checkedContent } from "./read-content";
import { loadContent, projectFolders } from "./load-content";
import { formatPlaceholders, formatProblem, formatProblems } from "../problem";
import { CONTENT_NAMES } from "../names";
import { contentPartIds, contentPlugin } from "./vite-plugin";

/** Building or spawning takes seconds on a cold machine; never rely on vitest's 5 s default. */
const SLOW = 60_000;

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

/** The fixture content with site.yaml's switch set to live: its placeholders are now problems. */
function liveFixture(): string {
  const root = contentRootWith();
  const site = path.join(root, "content/site.yaml");
  fs.writeFileSync(site, fs.readFileSync(site, "utf8").replace(/^live: false$/m, "live: true"));
  return root;
}

/** The problem lines of a fixture's expected output, without the "The content has …" line. */
const problemLines = (fixture: string) => expectedOutput(fixture).split("\n").slice(1).map((line) => line.trim());

describe("content in the build", () => {
  it("serves validated content as a module", { timeout: SLOW }, async () => {
    const root = contentRootWith();
    const pricing = checkedContent(root).pricing;
    const output = await buildWithContent(root);
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ("output" in o ? o.output : []));
    const code = chunks.map((chunk) => ("code" in chunk ? chunk.code : "")).join("\n");
    expect(code).toContain(pricing.heading);
  });

  it("with partsFrom (the islands' build), a part is read through that module, and the bundle names the parts it read", { timeout: SLOW }, async () => {
    const root = contentRootWith();
    const pricing = checkedContent(root).pricing;
    fs.writeFileSync(path.join(root, "entry.js"), 'import heading from "virtual:content/pricing/heading";\nconsole.log(heading);\n');
    fs.writeFileSync(path.join(root, "reader.js"), "export const pageContent = (id) => window.contentByPage[id];\n");
    const output = (await build({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [contentPlugin(root, { partsFrom: path.join(root, "reader.js") })],
      build: { write: false, rollupOptions: { input: path.join(root, "entry.js") } },
    })) as Rolldown.RolldownOutput;
    const [chunk] = output.output.filter((file) => file.type === "chunk");
    expect(chunk.code).not.toContain(pricing.heading);
    expect(chunk.code).toContain("virtual:content/pricing/heading");
    expect(contentPartIds(chunk.moduleIds)).toEqual(["virtual:content/pricing/heading"]);
  });

  it("serves the prices of the day it is built for (SITE_DAY): new prices from their first day, not the day before", { timeout: SLOW }, async () => {
    const root = contentRootWith();
    const file = path.join(root, "content/pricing.yaml");
    const { prices } = checkedContent(root).pricing;
    const raised = raisedPrices(prices);
    fs.appendFileSync(file, dump({ newPrices: { from: "2027-01-04", prices: raised } }));
    fs.writeFileSync(path.join(root, "entry.js"), 'import pricing from "virtual:content/pricing";\nconsole.log(JSON.stringify(pricing.prices), pricing.newPrices);\n');
    const builtOn = async (day: string) => {
      vi.stubEnv("SITE_DAY", day);
      try {
        const output = (await build({
          root,
          configFile: false,
          logLevel: "silent",
          plugins: [contentPlugin(root)],
          build: { write: false, minify: false, rollupOptions: { input: path.join(root, "entry.js") } },
        })) as Rolldown.RolldownOutput;
        return output.output.flatMap((chunk) => (chunk.type === "chunk" ? [chunk.code] : [])).join("\n");
      } finally {
        vi.unstubAllEnvs();
      }
    };
    const [sunday, monday] = [await builtOn("2027-01-03"), await builtOn("2027-01-04")];
    const firstPrice = (table: typeof prices) => Object.values(Object.values(table)[0])[0];
    expect(sunday).toContain(`${JSON.stringify(Object.keys(firstPrice(prices))[0])}: ${Object.values(firstPrice(prices))[0]}`);
    expect(sunday).toContain("2027-01-04");
    expect(monday).toContain(`${JSON.stringify(Object.keys(firstPrice(raised))[0])}: ${Object.values(firstPrice(raised))[0]}`);
    expect(monday).not.toContain("2027-01-04");
  });

  it.each(["wrong-type", "duplicate-faq-id", "duplicate-addon-name"])(
    "fails the build on the %s fixture, naming the file, line and column",
    { timeout: SLOW },
    async (fixture) => {
      const failure = await buildWithContent(contentRootWith(fixture)).then(
        () => undefined,
        (error: Error) => error.message,
      );
      for (const line of problemLines(fixture)) expect(failure).toContain(line);
    },
  );

  it("fails the build on a placeholder once the site is live, naming its file, line and column", { timeout: SLOW }, async () => {
    const root = liveFixture();
    const { problems } = loadContent(projectFolders(root));
    expect(problems.length).toBeGreaterThan(0);
    const failure = await buildWithContent(root).then(
      () => undefined,
      (error: Error) => error.message,
    );
    for (const problem of problems) expect(failure).toContain(formatProblem(problem));
  });
});

describe("npm run check:content", () => {
  // The script npm runs, without npm or npx in between (they may print warnings of their own on stderr).
  const tsx = path.join(PROJECT_ROOT, "node_modules/.bin/tsx");
  const run = (root: string) => {
    try {
      return { code: 0, output: execFileSync(tsx, ["scripts/tools/check-content.ts", root], { cwd: PROJECT_ROOT, encoding: "utf8", stdio: "pipe" }) };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { code: failed.status, output: failed.stderr };
    }
  };

  it("passes on good content, then lists what is still a placeholder", { timeout: SLOW }, () => {
    const root = contentRootWith();
    const { placeholders } = loadContent(projectFolders(root));
    expect(placeholders.length).toBeGreaterThan(0);
    expect(run(root)).toEqual({ code: 0, output: `Content OK: ${CONTENT_NAMES.length} files checked.\n${formatPlaceholders(placeholders)}\n` });
  });

  it("refuses a placeholder once the site is live, at its line", { timeout: SLOW }, () => {
    const root = liveFixture();
    expect(run(root)).toEqual({ code: 1, output: formatProblems(loadContent(projectFolders(root)).problems) + "\n" });
  });

  it.each(["several-files", "duplicate-faq-id", "duplicate-addon-name"])(
    "fails on the %s fixture, printing its expected output",
    { timeout: SLOW },
    (fixture) => {
      expect(run(contentRootWith(fixture))).toEqual({ code: 1, output: expectedOutput(fixture) + "\n" });
    },
  );
});
