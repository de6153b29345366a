/**
 * `npm test`: every check, in stages. A stage starts when the one before has passed; the checks of one stage don't
 * depend on each other and run side by side (their output is held and printed whole as each ends, so it reads as
 * if they ran one after the other). At the end, each check's time, then the last lines of each failed check's output
 * (where its test runner names what failed: a CI log that keeps only its end still says it). The first stage that
 * fails stops the run, once its other checks have ended, and the run exits 1.
 *
 * Which checks share a stage: those that don't depend on each other or write to the same place. Lint, the typecheck,
 * the unit tests and the builds (the site's, then the variant's, each into its own folder) are each one process that
 * leaves room beside it. The screenshot suite and the Gecko and WebKit journeys each drive WebKitGTK, whose browser
 * beside another sometimes never starts its session: the screenshots run alone, the journeys beside the owner's
 * edits (Chromium, on a build and a port of their own), as they leave most of a core idle.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

interface Check {
  /** What it is, in the summary. */
  name: string;
  /** The npm script that runs it. */
  script: string;
  /** An npm script to run after it, once it has passed. */
  then?: string;
  /** Set for it besides the run's own environment. */
  env?: NodeJS.ProcessEnv;
}

const STAGES: Check[][] = [
  [{ name: "content check", script: "check:content" }],
  // Each one process (or a few) that leaves room beside it. The variant site is the second site the Chromium suite
  // serves (tests/e2e/support/variant-site.ts): built here, its server doesn't build it while every test waits.
  // Debian's browsers and Java, installed here if missing (a fresh machine: apt-get's downloads and unpacking, about
  // 90 s, mostly waiting on the network and the disk) beside the checks that keep the cores busy, rather than each in
  // the stage of the suite that needs it, alone there. Where they are installed it takes a second.
  [
    { name: "the browsers (Debian's packages)", script: "browsers" },
    { name: "lint", script: "lint" },
    { name: "typecheck", script: "typecheck" },
    { name: "unit tests", script: "test:unit" },
    // One after the other: each writes React Router's generated types (.react-router/), and two at once collided there.
    { name: "build, then the variant site's", script: "build", then: "build:variant" },
  ],
  [{ name: "HTML check", script: "check:html" }],
  [{ name: "browser tests (Chromium)", script: "test:e2e", env: { VARIANT_SITE_BUILT: "1" } }],
  // Alone: beside the Chromium suite the two took 534 s (fresh clone of 0ee0160, 2026-11-30) against 409 + 96 one
  // after the other, both cores busy either way. Not beside the Gecko and WebKit journeys either: each drives
  // WebKitGTK, and beside each other WebKit's browser at times never started its session (the fresh-clone run of
  // 68d01a4, 2026-11-30: no-javascript.test.ts, 3 starts of 45 s each; alone, 78 of 78 passed at once).
  [{ name: "screenshots", script: "test:visual" }],
  // Side by side: the Gecko and WebKit journeys drive one browser each and mostly wait on it (1.3 of the 2 cores busy
  // in the fresh-clone run of 8ff947c, 2026-11-30: 193 s, 140 core-seconds idle), and the owner's edits, built into a
  // folder of their own and served on a port of their own (tests/owner-edits/run.ts), fill the rest.
  [
    { name: "Gecko and WebKit journeys", script: "test:engines" },
    { name: "owner edits (test:content on edited content)", script: "test:owner-edits" },
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
  const then = check.then ? ` && npm run ${check.then}` : "";
  console.log(`\n▶ ${check.name}: npm run ${check.script}${then}${alone ? "" : " (beside the stage's other checks; its output comes when it ends)"}`);
  return new Promise((resolve) => {
    const command = check.then ? `npm run ${check.script} && npm run ${check.then}` : `npm run ${check.script}`;
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
        console.log(`\n── ${check.name} (npm run ${check.script}) ──`);
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
