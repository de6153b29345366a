/**
 * `npm test`: every check, in stages. A stage starts when the one before has passed; the checks of one stage don't
 * depend on each other and run side by side (their output is held and printed whole as each ends, so it reads as
 * if they ran one after the other). At the end, each check's time, then the last lines of each failed check's output
 * (where its test runner names what failed: a CI log that keeps only its end still says it). The first stage that
 * fails stops the run, once its other checks have ended, and the run exits 1.
 *
 * Which checks share a stage: those that don't depend on each other or write to the same place. Lint, the typecheck,
 * the unit tests and the builds (the site's, the variant's, then the screenshots' fixture site, each into its own
 * folder, one after the other) are each one process that leaves room beside it. After the Chromium suite, which fills
 * both cores alone, the other browser suites run side by side: each left a core mostly idle alone (measured
 * 2026-11-30: the screenshots 192 CPU-seconds in 209 s, the Gecko and WebKit journeys 153 in 191 s, the owner edits
 * 120 in 163 s). Within that stage the two that drive WebKitGTK run one after the other in one check (WebKit's browser
 * beside another WebKit's sometimes never starts its session), and only the owner edits build a site (two builds at
 * once collide in React Router's generated types, .react-router/types).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

interface Check {
  /** What it is, in the summary. */
  name: string;
  /** The npm scripts that run it, one after the other, each once the one before has passed. */
  scripts: string[];
  /** Set for it besides the run's own environment. */
  env?: NodeJS.ProcessEnv;
}

const STAGES: Check[][] = [
  [{ name: "content check", scripts: ["check:content"] }],
  // Each one process (or a few) that leaves room beside it. The variant site is the second site the Chromium suite
  // serves (tests/e2e/support/variant-site.ts), the fixture site the screenshots' (tests/visual/visual-site.ts): built
  // here, their suites don't build them while every test waits, or beside another build.
  [
    { name: "lint", scripts: ["lint"] },
    { name: "typecheck", scripts: ["typecheck"] },
    { name: "unit tests", scripts: ["test:unit"] },
    // One after the other: two builds at once collide in React Router's generated types (.react-router/types).
    { name: "builds: the site's, the variant site's, the screenshots' site", scripts: ["build", "build:variant", "build:visual"] },
  ],
  // Every browser the suites after it drive, installed first if missing (one apt-get, never two at once), then the HTML check.
  [{ name: "browsers, then the HTML check", scripts: ["browsers", "check:html"] }],
  [{ name: "browser tests (Chromium)", scripts: ["test:e2e"], env: { VARIANT_SITE_BUILT: "1" } }],
  [
    { name: "screenshots in Chromium", scripts: ["test:visual"], env: { VISUAL_ENGINE: "chromium", VISUAL_SITE_BUILT: "1" } },
    { name: "Gecko journeys", scripts: ["test:engines"], env: { ENGINES: "gecko" } },
    // One after the other, in one check: each drives WebKitGTK (the fresh-clone run of 68d01a4, 2026-11-30: beside each
    // other, no-javascript.test.ts's browser didn't start its session 3 times in 45 s each; alone, 78 of 78 passed).
    {
      name: "WebKit journeys, then screenshots in WebKit",
      scripts: ["test:engines", "test:visual"],
      env: { ENGINES: "webkit", VISUAL_ENGINE: "webkit", VISUAL_SITE_BUILT: "1" },
    },
    { name: "owner edits (test:content on edited content)", scripts: ["test:owner-edits"] },
  ],
];

interface Result {
  check: Check;
  status: number;
  seconds: number;
  /** Everything it printed. */
  output: Buffer;
}

/** How many of a failed check's last lines are printed again at the end. */
const FAILURE_LINES = 60;

/** Runs one check; alone in its stage its output goes straight out as it comes, beside others it is held until it ends. */
function runCheck(check: Check, alone: boolean): Promise<Result> {
  const started = performance.now();
  const command = check.scripts.map((script) => `npm run ${script}`).join(" && ");
  console.log(`\n▶ ${check.name}: ${command}${alone ? "" : " (beside the stage's other checks; its output comes when it ends)"}`);
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: ["ignore", "pipe", "pipe"],
      // Piped, the tools would drop their colours: kept when this run's own output is a terminal.
      env: { ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}), ...process.env, ...check.env },
    });
    const output: Buffer[] = [];
    const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      output.push(chunk);
      if (alone) to.write(chunk);
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        console.log(`\n── ${check.name} (${command}) ──`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${code === 0 ? "✔" : "✘"} ${check.name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds.toFixed(0)} s`);
      resolve({ check, status: code ?? 1, seconds, output: Buffer.concat(output) });
    });
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  const results: Result[] = [];
  for (const stage of STAGES) {
    const stageResults = await Promise.all(stage.map((check) => runCheck(check, stage.length === 1)));
    results.push(...stageResults);
    if (stageResults.some((result) => result.status !== 0)) break;
  }
  const failed = results.filter((result) => result.status !== 0);
  const ran = new Set(results.map((result) => result.check));
  const skipped = STAGES.flat().filter((check) => !ran.has(check));
  for (const result of failed) {
    const lines = result.output.toString("utf8").trimEnd().split("\n");
    console.log(`\n── ✘ ${result.check.name}: the last ${Math.min(FAILURE_LINES, lines.length)} lines of its output ──`);
    console.log(lines.slice(-FAILURE_LINES).join("\n"));
  }
  console.log("\n== Every check ==");
  for (const result of results) console.log(`${result.status === 0 ? "✔" : "✘"} ${result.check.name.padEnd(48)} ${result.seconds.toFixed(0).padStart(5)} s`);
  for (const check of skipped) console.log(`– ${check.name.padEnd(48)}   not run (an earlier stage failed)`);
  console.log(`${failed.length === 0 ? "All passed" : `${failed.length} failed`} in ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main();
