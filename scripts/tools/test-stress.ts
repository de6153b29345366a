/**
 * `npm run test:stress`: finds the flaky tests before a CI run does. While a CPU load takes every core (a
 * bounded busy loop on each, started and stopped here), it runs the tests a change touched:
 *  - in the Chromium suite (playwright.config.ts), with `--repeat-each 3`,
 *  - in the Gecko journeys (playwright.engines.config.ts), with `--repeat-each 5`,
 *  - in the WebKit journeys (tests/engines/webkit), 5 times,
 * against the production build (built first if there is none), then prints each test that ever failed, with
 * its failure, and exits 1 if one did. A test that fails here fails at its cause: fix it there, never with a
 * retry, a longer timeout or a skip.
 *
 * "Touched": the test files changed since STRESS_SINCE (HEAD~1: the last commit, and anything not yet committed),
 * and those that import a changed file, as Playwright's `--only-changed` and Vitest's `--changed` find them. A change
 * to the app alone (src/) touches no test file: name the specs that exercise it (`npm run test:stress --
 * tests/e2e/toasts.spec.ts`; files named this way run in full). `--all` runs every test: the weekly run of
 * .github/workflows/check.yml.
 *
 * STRESS_REPEAT (3) and STRESS_ENGINE_RUNS (5) set the repeats; STRESS_LOAD (the number of cores) the busy
 * loops, 0 for none; STRESS_ONLY=chromium,gecko,webkit runs some of the three. Other arguments go on to every
 * Playwright run.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const results = path.join(root, "test-results/stress");
const repeat = Number(process.env.STRESS_REPEAT ?? 3);
const engineRuns = Number(process.env.STRESS_ENGINE_RUNS ?? 5);
const loadCores = Number(process.env.STRESS_LOAD ?? os.availableParallelism());
const only = new Set((process.env.STRESS_ONLY ?? "chromium,gecko,webkit").split(","));
const runAll = process.argv.includes("--all");
const since = process.env.STRESS_SINCE ?? "HEAD~1";
const extraArgs = process.argv.slice(2).filter((arg) => arg !== "--all");
/** Files named on the command line run in full; otherwise only what the change touched, unless --all. */
const namesFiles = extraArgs.some((arg) => !arg.startsWith("-"));
const playwrightSelection = runAll || namesFiles ? [] : [`--only-changed=${since}`];
const vitestSelection = runAll || namesFiles ? [] : ["--changed", since];
/** The load stops by itself after this long, even if this script is killed without its cleanup. */
const LOAD_LIMIT_MS = 4 * 60 * 60 * 1000;

/** One failure of one test, as printed at the end. */
interface Failure {
  run: string;
  test: string;
  error: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** A busy loop on each of `cores` threads, until stopped or LOAD_LIMIT_MS has passed. */
function startLoad(cores: number): () => Promise<void> {
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const source = `
    const { workerData } = require("node:worker_threads");
    const deadline = Date.now() + workerData.limit;
    let x = 0;
    while (Atomics.load(workerData.stop, 0) === 0 && Date.now() < deadline) {
      for (let i = 0; i < 1e6; i++) x = (x * 31 + i) | 0;
    }`;
  const workers = Array.from({ length: cores }, () => new Worker(source, { eval: true, workerData: { stop, limit: LOAD_LIMIT_MS } }));
  console.log(`CPU load: a busy loop on each of ${cores} core(s).`);
  return async () => {
    Atomics.store(stop, 0, 1);
    await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once("exit", resolve))));
  };
}

/** The first lines of an error, without colour codes. */
const firstLines = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .slice(0, 12)
    .join("\n");

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line: number;
    tests: { projectName: string; results: { status: string; retry: number; error?: { message?: string } }[] }[];
  }[];
}

/** Every failed result in a Playwright JSON report. */
function playwrightFailures(runName: string, file: string): Failure[] {
  if (!fs.existsSync(file)) return [{ run: runName, test: "(no report)", error: "The run stopped before it wrote its report." }];
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as { suites: PlaywrightSuite[]; errors?: { message?: string }[] };
  const failures: Failure[] = (report.errors ?? []).map((error) => ({ run: runName, test: "(the run itself)", error: firstLines(error.message ?? "") }));
  const walk = (suite: PlaywrightSuite, titles: string[], specFile: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          if (result.status === "passed" || result.status === "skipped") continue;
          failures.push({
            run: runName,
            test: `[${test.projectName}] ${specFile}:${spec.line} › ${[...titles, spec.title].join(" › ")}`,
            error: `${result.status}: ${firstLines(result.error?.message ?? "")}`,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title], specFile);
  };
  for (const suite of report.suites) walk(suite, [], suite.file ?? suite.title);
  return failures;
}

/** Every failed test in a Vitest JSON report. */
function vitestFailures(runName: string, file: string): Failure[] {
  if (!fs.existsSync(file)) return [{ run: runName, test: "(no report)", error: "The run stopped before it wrote its report." }];
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as {
    testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
  };
  return report.testResults.flatMap((fileResult) => {
    const name = path.relative(root, fileResult.name);
    const failed = fileResult.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => ({ run: runName, test: `${name} › ${test.fullName}`, error: firstLines(test.failureMessages.join("\n")) }));
    // A file that failed outside its tests (a hook, an import) has no failed test of its own to show it.
    if (failed.length === 0 && fileResult.message) failed.push({ run: runName, test: name, error: firstLines(fileResult.message) });
    return failed;
  });
}

async function main(): Promise<number> {
  const browsers = ["chromium", "firefox", "webkit"].filter((b) => only.has(b === "firefox" ? "gecko" : b));
  if ((await run(process.execPath, ["--import", "tsx", "scripts/tools/ensure-browsers.ts", ...browsers])) !== 0) return 1;
  if (!fs.existsSync(path.join(root, "build/client/404.html")) && (await run("npm", ["run", "build"])) !== 0) return 1;
  fs.rmSync(results, { recursive: true, force: true });
  fs.mkdirSync(results, { recursive: true });

  console.log(runAll ? "Every test." : namesFiles ? "The files named." : `The tests a change since ${since} touched (STRESS_SINCE; --all for every test).`);
  const failures: Failure[] = [];
  const started = Date.now();
  const stopLoad = loadCores > 0 ? startLoad(loadCores) : async () => undefined;
  try {
    if (only.has("chromium")) {
      const report = path.join(results, "chromium.json");
      await run("npx", ["playwright", "test", `--repeat-each=${repeat}`, "--reporter=dot,json", "--pass-with-no-tests", ...playwrightSelection, ...extraArgs], {
        PLAYWRIGHT_JSON_OUTPUT_FILE: report,
        CI: "true",
      });
      failures.push(...playwrightFailures("Chromium", report));
    }
    if (only.has("gecko")) {
      const report = path.join(results, "gecko.json");
      await run(
        "npx",
        [
          "playwright",
          "test",
          "-c",
          "playwright.engines.config.ts",
          `--repeat-each=${engineRuns}`,
          "--reporter=dot,json",
          "--pass-with-no-tests",
          ...playwrightSelection,
          ...extraArgs,
        ],
        {
          PLAYWRIGHT_JSON_OUTPUT_FILE: report,
          CI: "true",
        },
      );
      failures.push(...playwrightFailures("Gecko", report));
    }
    if (only.has("webkit")) {
      for (let i = 1; i <= engineRuns; i++) {
        // The WebKit config writes its JSON report where test:engines reads it; each run's is kept here.
        const written = path.join(root, "test-results/engines/webkit.json");
        const report = path.join(results, `webkit-${i}.json`);
        fs.rmSync(written, { force: true });
        await run("npx", ["vitest", "run", "-c", "tests/engines/webkit/vitest.config.ts", "--passWithNoTests", ...vitestSelection]);
        if (fs.existsSync(written)) fs.copyFileSync(written, report);
        failures.push(...vitestFailures(`WebKit, run ${i} of ${engineRuns}`, report));
      }
    }
  } finally {
    await stopLoad();
  }

  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n== Stress run (${minutes} min, load on ${loadCores} core(s)) ==`);
  if (failures.length === 0) {
    console.log("No test failed.");
    return 0;
  }
  const byTest = new Map<string, Failure[]>();
  for (const failure of failures) byTest.set(failure.test, [...(byTest.get(failure.test) ?? []), failure]);
  console.log(`${byTest.size} test(s) failed, ${failures.length} failure(s) in all:\n`);
  for (const [test, list] of byTest) {
    console.log(`✘ ${test}  (${list.length}×: ${[...new Set(list.map((f) => f.run))].join(", ")})`);
    console.log(
      list[0].error
        .split("\n")
        .map((line) => `    ${line}`)
        .join("\n"),
    );
    console.log();
  }
  return 1;
}

process.exit(await main());
