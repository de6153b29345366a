/**
 * `npm run bench:editor`: how fast the owner's editor (/admin/) opens, as the owner's browser gets it over the
 * network from the server `npm run edit` runs (scripts/tools/serve.ts --edit: the built site, the editor's page and
 * its local endpoint on the same origin, text compressed as a host does).
 *
 * Debian Chromium through Playwright, in three profiles (editor/profiles.ts): a phone on home Wi-Fi, the same phone
 * on slow 4G (bench:interactive's phone), and a computer. The phones are throttled with the DevTools protocol: the
 * page's network and CPU, and the network of any service worker the page has (editor/tab-traffic.ts).
 *
 * Each run, for each profile: a first visit (a fresh browser context: empty cache, no service worker), then, once it
 * has settled (the network quiet; the service worker it registered, if any, activated), a repeat visit in a new tab of
 * the same context (its HTTP cache, Cache Storage, localStorage and service worker kept). Times are the page's own
 * clock (performance.now(), from the start of the navigation) at the first animation frame where each holds
 * (editor/page-watch.ts). The editor's steps (editor/own-editor.ts), from the owner's bookmark /admin/:
 *
 * - list shown: every content file's link in the list, labelled by its schema's title;
 * - then a tap on the file's link ("Pricing page"; EDITOR_FILE=<content name> for another) as soon as the list shows,
 *   which opens /admin/?file=<name>: in the page (history.pushState) once the start script has run, else (a tap
 *   before it) by a page load. In the second case the tap (its pointerdown's time in the list's document) and what
 *   follows (in the file's document) are in two clocks, so every moment is put on the wall clock (its document's
 *   performance.timeOrigin + its performance.now()) and the time after the tap is the difference. Both documents live
 *   in the one browser on one machine, and a page load begins a few ms after the tap (its timeOrigin, in the JSON as
 *   navigationMs), so the clocks agree. The table says how each visit's file opened. Until:
 *   - form ready: the label of the file's first text field names a visible, enabled, writable text box;
 *   - preview drawn: the frame titled "Preview of the page with your changes" holds the page's main heading (as the
 *     public page shows it);
 *   - form and preview: both, in the same frame.
 *
 * Then the tap on the page (issue 50, editor/tap-to-edit.ts): RUNS timed taps on a price in the preview (to its field
 * ready to type) and digits (to the page showing them) on the phone on Wi-Fi and the computer, and once, on the phone,
 * every price's reach (the scrolling to its cell on the page and to its box in the whole form, and whether the cell
 * stays in view while typing), with issue 50's budgets. Then, on the phone on Wi-Fi, RUNS taps on the list's "Recent
 * changes" (issue 57, editor/recent-changes.ts): the tap to the changes shown, and the requests the list took.
 *
 * Then, on the phone on Wi-Fi, RUNS saves of several files (issue 57, editor/multi-file-save.ts): a package retired on
 * the Pricing page with its Savings at a Glance row, from Save to "Saved", with its budget (3 s). Then the owner's week
 * (issue 67, editor/week-tasks.ts): RUNS runs of each task on the phone on Wi-Fi and on slow 4G, with its budgets.
 *
 * For each visit it adds up what the network carried (CDP Network.loadingFinished's encodedDataLength, headers
 * included, of responses that came from the network, the service worker's own fetches included) by type (page,
 * script, style, image, data, other) and in all (as sent: the server gives Chromium brotli); the script requested
 * before the list showed, at its gzip size (issue 44's budget is in gzip: editor/tally.ts); and counts the responses
 * by where they came from: the network (a 304 too), the service worker, or the browser's cache. Requests for other
 * hosts than 127.0.0.1 fail at once (Chromium's host resolver maps every other name to nothing) and are listed in
 * the JSON.
 *
 * Settings: RUNS (5) runs, serving EDITOR_BUILD (a folder laid out as build/client) or this project's build.
 * PROFILES=wifi,slow-4g,computer chooses; WEEK_ONLY=1 times the week's tasks alone, WEEK_TASK="a package added" (a task's
 * name as the table gives it) that task alone; BENCH_PORT sets the port (4398). The server edits a temporary copy of the
 * content (scripts/tools/edit-server.ts): nothing is saved into the project. Prints the editor's table (median and min–max)
 * and the load average, checks issue 44's budgets on the medians (editor/own-editor.ts), writes
 * bench-results/editor.json and exits 1 when a budget is missed. A benchmark, never a test. Run after `npm run build`.
 * (Issue 44 measured Decap CMS, the editor this one replaced, beside it: docs/performance.md keeps those figures.)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { projectFolders } from "../../src/content/node/load-content.ts";
import { EDITOR_PATH } from "../../src/lib/site-paths.ts";
import { clientDir } from "../build/site-folders.ts";
import { chromiumLaunchOptions, PORTS } from "../tools/browsers.ts";
import { startEditServer, type EditServer } from "../tools/edit-server.ts";
import { ownEditor } from "./editor/own-editor.ts";
import { PROFILES, VISITS, chosenProfiles } from "./editor/profiles.ts";
import { checkBudgets, editorTable, summarizeRuns, type Runs } from "./editor/report.ts";
import { visitTwice, type EditorUnderTest, type VisitOutcome } from "./editor/visit.ts";
import { checkRecentChangesBudget, makeHistory, recentChangesLine, timeRecentChanges } from "./editor/recent-changes.ts";
import { TAP_PROFILES, checkTapBudgets, measureReach, reachTable, tapTable, timeTaps } from "./editor/tap-to-edit.ts";
import { checkSaveBudget, saveTable, timeMultiFileSaves } from "./editor/multi-file-save.ts";
import { WEEK_PROFILES, WEEK_TASK_NAMES, checkWeekBudgets, timeWeek, weekTable } from "./editor/week-tasks.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RUNS = Number(process.env.RUNS ?? 5);
const FILE = process.env.EDITOR_FILE ?? "pricing";
const BUILD = path.resolve(process.env.EDITOR_BUILD ?? clientDir(root));
const profiles = chosenProfiles(process.env.PROFILES);
/** WEEK_ONLY=1: only the week's tasks (issue 67), for a quicker run after a change to them. */
const WEEK_ONLY = process.env.WEEK_ONLY === "1";
/** WEEK_TASK: one of the week's tasks alone, by its name; an unknown name stops the bench before it starts. */
const WEEK_TASK = process.env.WEEK_TASK || undefined;
if (WEEK_TASK && !WEEK_TASK_NAMES.includes(WEEK_TASK)) {
  console.error(`WEEK_TASK="${WEEK_TASK}" names none of the week's tasks: ${WEEK_TASK_NAMES.map((name) => `"${name}"`).join(", ")}`);
  process.exit(2);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");

/** The commit a folder is checked out at, if it is in a checkout. */
function checkoutOf(folder: string): string | null {
  try {
    return execFileSync("git", ["-C", folder, "log", "-1", "--format=%h %s"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
      .trim()
      .slice(0, 80);
  } catch {
    return null;
  }
}

/** When the build was written (its editor page's time): the working tree may have moved on since its commit. */
const builtAt = (build: string) => {
  try {
    return fs.statSync(path.join(build, EDITOR_PATH, "index.html")).mtime.toISOString();
  } catch {
    return null;
  }
};

/** One line per visit as it ends, so a long run shows where it is. */
function logVisit(editor: EditorUnderTest, run: number, runs: number, profile: string, visit: string, outcome: VisitOutcome) {
  const times =
    "error" in outcome
      ? ""
      : editor.measures.map(({ key, label }) => `${label} ${outcome.times[key] === null ? "–" : (outcome.times[key]! / 1000).toFixed(2)} s`);
  console.error(
    `${editor.name}, run ${run + 1}/${runs}, ${PROFILES[profile].label}, ${visit} visit: ` +
      ("error" in outcome
        ? `failed: ${outcome.error}`
        : `${[...times].join(", ")}${outcome.how ? ` (opened ${outcome.how})` : ""}; script before the list ${outcome.scriptBeforeListKb.toFixed(1)} KB, all ${outcome.kb.all.toFixed(0)} KB; load ${outcome.load.toFixed(2)}`),
  );
}

let server: EditServer | undefined;
let browser: Browser | undefined;
// Stopped by hand (Ctrl-C): the server and its temporary copy go too.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void Promise.resolve(server?.stop()).finally(() => process.exit(130)));
}
try {
  browser = await chromium.launch({
    ...chromiumLaunchOptions,
    // Every host but the server's fails at once, for the pages and their workers alike.
    args: [...chromiumLaunchOptions.args, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
  server = await startEditServer({ build: BUILD, content: projectFolders(root).contentDir, port: PORTS.bench });
  const editor = await ownEditor({ browser, root, origin: server.origin, file: FILE });
  const checkout = checkoutOf(BUILD);
  const results: Runs = Object.fromEntries(profiles.map((name) => [name, { first: [], repeat: [] }]));
  const loadAtStart = loadAverage();
  console.error(
    `${editor.name}: ${BUILD}, built ${builtAt(BUILD)}${checkout ? ` (its checkout is at ${checkout})` : ""}; file ${editor.file}, field "${editor.field}"`,
  );
  console.error(`Preview's heading: "${editor.heading}"; load average ${loadAtStart}`);

  for (let run = 0; run < (WEEK_ONLY ? 0 : RUNS); run++) {
    for (const name of profiles) {
      const outcome = await visitTwice(browser, PROFILES[name], editor);
      for (const visit of VISITS) {
        results[name][visit].push(outcome[visit]);
        logVisit(editor, run, RUNS, name, visit, outcome[visit]);
      }
    }
  }
  // Tap on the page (issue 50): RUNS timed taps and digits per profile, then every price's reach on the phone, once.
  const tapTimes = await timeTaps(
    browser,
    server.origin,
    root,
    profiles.filter((name) => TAP_PROFILES.includes(name) && !WEEK_ONLY),
    RUNS,
  );
  const reach = profiles.includes("wifi") && !WEEK_ONLY ? await measureReach(browser, server.origin, root) : [];
  // Recent changes (issue 57): the copy becomes a git repository with a history, after the visits that don't need one.
  let recentChanges: Awaited<ReturnType<typeof timeRecentChanges>> | undefined;
  if (profiles.includes("wifi") && !WEEK_ONLY) {
    makeHistory(server.folder);
    recentChanges = await timeRecentChanges(browser, server.origin, RUNS);
  }
  const saves = profiles.includes("wifi") && !WEEK_ONLY ? await timeMultiFileSaves(browser, server.origin, root, server.contentDir, RUNS) : undefined;
  // The owner's week (issue 67): each task on the phone, on Wi-Fi and on slow 4G.
  const weekProfiles = profiles.filter((name) => WEEK_PROFILES.includes(name));
  const week = weekProfiles.length > 0 ? await timeWeek(browser, server, root, weekProfiles, RUNS, WEEK_TASK) : [];
  const loadAtEnd = loadAverage();

  const rows = summarizeRuns(editor, profiles, results);
  const visitLoads = Object.values(results).flatMap((byVisit) =>
    VISITS.flatMap((visit) => byVisit[visit].flatMap((outcome) => ("error" in outcome ? [] : [outcome.load]))),
  );
  console.log(
    `\n${editor.name}, median (min–max) of ${RUNS} runs, seconds: the list from the navigation's start, the rest from the tap on the file. One-minute load average as the visits began: ${
      visitLoads.length ? `${Math.min(...visitLoads).toFixed(2)}–${Math.max(...visitLoads).toFixed(2)}` : "–"
    }.\n`,
  );
  console.log(editorTable(editor, rows).join("\n"));
  console.log(`\nLoad average (1, 5, 15 minutes): ${loadAtStart} at the start, ${loadAtEnd} at the end; the machine has ${os.availableParallelism()} cores.`);
  const offHost = [
    ...new Set(rows.flatMap((row) => row.visits.flatMap((outcome) => ("error" in outcome ? [] : outcome.offHost.map((failure) => failure.url))))),
  ];
  if (offHost.length) console.log(`Requests for other hosts, failed at once: ${offHost.join(", ")}`);

  console.log(`\nTap on the page (the pricing file, its first price), median (min–max) of ${RUNS} runs:\n`);
  console.log(tapTable(tapTimes).join("\n"));
  if (reach.length) {
    console.log("\nReach on a phone (390 × 844), every price: the file opens on its page; a tap on a price opens it in a sheet over the page.\n");
    console.log(reachTable(reach).join("\n"));
  }

  if (recentChanges) console.log(`\n${recentChangesLine(recentChanges)}`);
  if (saves) {
    console.log(`\nA save of several files (issue 57), median (min–max) of ${RUNS} runs:\n`);
    console.log(saveTable(saves).join("\n"));
  }
  if (week.length > 0) {
    console.log(`\nThe owner's week on a phone (issue 67), median (min–max) of ${RUNS} runs, typing apart:\n`);
    console.log(weekTable(week).join("\n"));
  }

  const budgets = [
    ...(WEEK_ONLY ? [] : [...checkBudgets(rows), ...checkTapBudgets(tapTimes)]),
    ...(recentChanges ? [checkRecentChangesBudget(recentChanges)] : []),
    ...(saves ? [checkSaveBudget(saves)] : []),
    ...checkWeekBudgets(week),
  ];
  console.log("\nIssues 44, 50, 57 and 67's budgets (medians):");
  for (const budget of budgets) console.log(`- ${budget.text}: ${budget.status}${budget.shown}`);

  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "bench-results/editor.json"),
    JSON.stringify(
      {
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        profiles: Object.fromEntries(profiles.map((name) => [name, PROFILES[name]])),
        budgets,
        tapOnThePage: { runs: tapTimes, reach },
        recentChanges,
        multiFileSave: saves,
        week,
        editor: {
          build: BUILD,
          builtAt: builtAt(BUILD),
          checkout,
          runs: RUNS,
          file: editor.file,
          field: editor.field,
          previewHeading: editor.heading,
          rows,
        },
      },
      null,
      2,
    ),
  );
  process.exitCode = budgets.some((budget) => budget.status.startsWith("missed")) ? 1 : 0;
} finally {
  await browser?.close();
  await server?.stop();
}
