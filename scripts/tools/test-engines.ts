/**
 * `npm run test:engines`: the site's main journeys in the two engines other than Chromium, against the
 * production build (built first if there is none):
 *  - Gecko: the Playwright specs tagged @engines, in Debian's Firefox ESR (playwright.engines.config.ts);
 *  - WebKit: tests/engines/webkit, in WebKitGTK through WebKitWebDriver (tests/engines/webkit/vitest.config.ts).
 * The two run side by side, each with its own server and ports (one browser each, mostly waiting on it: together
 * they take little longer than WebKit alone); each one's output is printed whole when it ends. Each engine's passed
 * and failed counts are printed at the end; any failure fails the run.
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

if (run(process.execPath, ["--import", "tsx", "scripts/tools/ensure-browsers.ts", "firefox", "webkit"]) !== 0) process.exit(1);
// The build both engines' servers serve (BUILD_DIR's, `build` unless set), built with the same setting if missing.
if (!fs.existsSync(path.join(clientDir(root), "404.html")) && run("npm", ["run", "build"]) !== 0) process.exit(1);
fs.rmSync(results, { recursive: true, force: true });

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** What failed, by a runner's JSON report (engine-failures.ts); a runner that wrote none says so. */
function failures(file: string, read: (report: never) => string[]): string[] {
  try {
    return read(JSON.parse(fs.readFileSync(path.join(results, file), "utf8")) as never);
  } catch {
    return [`no report (${file}): the runner stopped before writing it, see its output above`];
  }
}

/** Reads a runner's JSON report; a runner that stopped before writing one counts as one failure. */
function counts(file: string, read: (report: Record<string, number & Record<string, number>>) => Counts): Counts {
  try {
    return read(JSON.parse(fs.readFileSync(path.join(results, file), "utf8")));
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

const [geckoRun, webkitRun] = await Promise.all([
  runHeld("Gecko: Firefox ESR, Playwright over WebDriver BiDi", "npx", ["playwright", "test", "-c", "playwright.engines.config.ts"]),
  runHeld("WebKit: WebKitGTK, WebdriverIO over WebDriver classic", "npx", ["vitest", "run", "-c", "tests/engines/webkit/vitest.config.ts"], {
    E2E_PORT: WEBKIT_E2E_PORT,
  }),
]);
const gecko = counts("gecko.json", (report) => {
  const stats = report.stats as unknown as Record<string, number>;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
});
const webkit = counts("webkit.json", (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: report.numPendingTests + report.numTodoTests,
}));
const { exit: geckoExit, ms: geckoTime } = geckoRun;
const { exit: webkitExit, ms: webkitTime } = webkitRun;

const firefoxVersion = version(FIREFOX_PATH, ["--version"]);
const webkitVersion = version("dpkg-query", ["-W", "-f", "${Version}", "webkit2gtk-driver"]);
const line = (name: string, c: Counts, exit: number, ms: number) =>
  `${name}: ${c.passed} passed, ${c.failed + (exit !== 0 && c.failed === 0 ? 1 : 0)} failed${c.skipped ? `, ${c.skipped} skipped` : ""} (${Math.round(ms / 1000)} s)`;

console.log("\n== Engines ==");
console.log(line(`Gecko (${firefoxVersion || "Firefox ESR"})`, gecko, geckoExit, geckoTime));
console.log(line(`WebKit (WebKitGTK ${webkitVersion})`, webkit, webkitExit, webkitTime));
const failed = gecko.failed + webkit.failed + (geckoExit !== 0 && gecko.failed === 0 ? 1 : 0) + (webkitExit !== 0 && webkit.failed === 0 ? 1 : 0);
// Named again last: a log that keeps only its end (npm test's summary) still says what failed.
for (const [engine, exit, listed] of [
  ["Gecko", geckoExit, failures("gecko.json", geckoFailures)],
  ["WebKit", webkitExit, failures("webkit.json", (report) => webkitFailures(report, root))],
] as const) {
  if (exit !== 0) for (const failure of listed) console.log(`✘ ${engine}: ${failure}`);
}
console.log(`engines: ${gecko.passed + webkit.passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
