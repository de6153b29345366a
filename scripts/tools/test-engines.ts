/**
 * `npm run test:engines`: the site's main journeys in the two engines other than Chromium, against the
 * production build (built first if there is none):
 *  - Gecko: the Playwright specs tagged @engines, in Debian's Firefox ESR (playwright.engines.config.ts);
 *  - WebKit: tests/engines/webkit, in WebKitGTK through WebKitWebDriver (tests/engines/webkit/vitest.config.ts).
 * The two run side by side, each with its own server and ports (one browser each, mostly waiting on it: together
 * they take little longer than WebKit alone); each one's output is printed whole when it ends. Each engine's passed
 * and failed counts are printed at the end; any failure fails the run. ENGINES=gecko or ENGINES=webkit runs one
 * (`npm test` runs each beside other suites: scripts/tools/run-checks.ts).
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { clientDir } from "../build/site-folders.ts";
import { FIREFOX_PATH, PORTS } from "./browsers.ts";
import { geckoFailures, webkitFailures } from "./engine-failures.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const results = path.join(root, "test-results/engines");
const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: root, stdio: "inherit" }).status ?? 1;
/** WebKit's ports (E2E_PORT and the two after it, tests/support/webkit/ports.ts), clear of Gecko's and of the other suites'. */
const WEBKIT_E2E_PORT = String(PORTS.site + 30);

/** Runs a command with its output held, then printed whole under `title`; resolves to its exit code and time. */
function runHeld(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ exit: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      console.log(`\n== ${title} ==`);
      process.stdout.write(Buffer.concat(output));
      resolve({ exit: code ?? 1, ms: Date.now() - started });
    });
  });
}
const version = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
};

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Reads a runner's JSON report (in test-results/engines/) with `read`, or undefined if it wrote none. */
function readReport<T>(file: string, read: (report: never) => T): T | undefined {
  try {
    return read(JSON.parse(fs.readFileSync(path.join(results, file), "utf8")) as never);
  } catch {
    return undefined;
  }
}

interface Engine {
  title: string;
  /** Its browser, as scripts/tools/ensure-browsers.ts names it. */
  browser: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** Its JSON report, and the folder of its other output, in test-results/engines/. */
  report: string;
  output?: string;
  counts: (report: never) => Counts;
  failures: (report: never) => string[];
  version: () => string;
}

const ENGINES: Record<string, Engine> = {
  gecko: {
    title: "Gecko: Firefox ESR, Playwright over WebDriver BiDi",
    browser: "firefox",
    command: ["npx", "playwright", "test", "-c", "playwright.engines.config.ts"],
    report: "gecko.json",
    output: "gecko",
    counts: (report: { stats: Record<string, number> }) => ({
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    }),
    failures: geckoFailures,
    version: () => version(FIREFOX_PATH, ["--version"]) || "Firefox ESR",
  },
  webkit: {
    title: "WebKit: WebKitGTK, WebdriverIO over WebDriver classic",
    browser: "webkit",
    command: ["npx", "vitest", "run", "-c", "tests/engines/webkit/vitest.config.ts"],
    env: { E2E_PORT: WEBKIT_E2E_PORT },
    report: "webkit.json",
    counts: (report: Record<string, number>) => ({
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }),
    failures: (report) => webkitFailures(report, root),
    version: () => `WebKitGTK ${version("dpkg-query", ["-W", "-f", "${Version}", "webkit2gtk-driver"])}`,
  },
};

const named = (process.env.ENGINES ?? "gecko,webkit").split(",").map((name) => name.trim());
const unknown = named.filter((name) => !(name in ENGINES));
if (unknown.length > 0) {
  console.error(`ENGINES names ${unknown.join(", ")}: it takes ${Object.keys(ENGINES).join(", ")}, comma-separated.`);
  process.exit(2);
}
const chosen = named.map((name) => [name, ENGINES[name]] as const);

if (run(process.execPath, ["--import", "tsx", "scripts/tools/ensure-browsers.ts", ...chosen.map(([, engine]) => engine.browser)]) !== 0) process.exit(1);
// The build the engines' servers serve (BUILD_DIR's, `build` unless set), built with the same setting if missing.
if (!fs.existsSync(path.join(clientDir(root), "404.html")) && run("npm", ["run", "build"]) !== 0) process.exit(1);
// Each engine's own results only: the other may be running beside this run.
for (const [, engine] of chosen)
  for (const file of [engine.report, engine.output ?? ""]) if (file) fs.rmSync(path.join(results, file), { recursive: true, force: true });

const runs = await Promise.all(chosen.map(([, engine]) => runHeld(engine.title, engine.command[0], engine.command.slice(1), engine.env)));

console.log("\n== Engines ==");
let passed = 0;
let failed = 0;
const failureLines: string[] = [];
for (const [index, [, engine]] of chosen.entries()) {
  const { exit, ms } = runs[index];
  const label = engine.title.split(":")[0];
  // A runner that stopped before writing its report counts as one failure.
  const c = readReport(engine.report, engine.counts) ?? { passed: 0, failed: 1, skipped: 0 };
  const failedHere = c.failed + (exit !== 0 && c.failed === 0 ? 1 : 0);
  passed += c.passed;
  failed += failedHere;
  console.log(
    `${label} (${engine.version()}): ${c.passed} passed, ${failedHere} failed${c.skipped ? `, ${c.skipped} skipped` : ""} (${Math.round(ms / 1000)} s)`,
  );
  if (exit !== 0) {
    const listed = readReport(engine.report, engine.failures) ?? [`no report (${engine.report}): the runner stopped before writing it, see its output above`];
    for (const failure of listed) failureLines.push(`✘ ${label}: ${failure}`);
  }
}
// Named again last: a log that keeps only its end (npm test's summary) still says what failed.
for (const line of failureLines) console.log(line);
console.log(`engines: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
