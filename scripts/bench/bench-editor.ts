/**
 * `npm run bench:editor`: how fast the owner's editor (/admin/) opens, as the owner's browser gets it over the
 * network from the server `npm run edit` runs (scripts/tools/serve.ts --edit: the built site, the editor's page and
 * its local endpoint on the same origin, text compressed as a host does). With DECAP_PROJECT set it measures, in the
 * same run, the editor it replaced (Decap CMS, issue 37's bench) from that checkout, so the two can be compared.
 *
 * Debian Chromium through Playwright, in three profiles (editor/profiles.ts): a phone on home Wi-Fi, the same phone
 * on slow 4G (bench:interactive's phone), and a computer. The phones are throttled with the DevTools protocol: the
 * page's network and CPU, and the network of any service worker the page has (editor/tab-traffic.ts).
 *
 * Each run, for each profile: a first visit (a fresh browser context: empty cache, no service worker), then, once it
 * has settled (the network quiet; the service worker it registered, if any, activated), a repeat visit in a new tab of
 * the same context (its HTTP cache, Cache Storage, localStorage and service worker kept). Times are the page's own
 * clock (performance.now(), from the start of the navigation) at the first animation frame where each holds
 * (editor/page-watch.ts). The new editor (editor/own-editor.ts), from the owner's bookmark /admin/:
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
 * stays in view while typing), with issue 50's budgets.
 *
 * Decap (editor/decap-editor.ts), as issue 37's bench measured it: the bookmark `#/collections/<name>`, the sign-in
 * button ("Login") tapped as soon as it shows, the list of collections (config.yml's labels), then the file's card
 * tapped and the time until its form is ready (the same condition, config.yml's first text field).
 *
 * For each visit it adds up what the network carried (CDP Network.loadingFinished's encodedDataLength, headers
 * included, of responses that came from the network, the service worker's own fetches included) by type (page,
 * script, style, image, data, other) and in all (as sent: the server gives Chromium brotli); the script requested
 * before the list showed, at its gzip size (issue 44's budget is in gzip: editor/tally.ts); and counts the responses
 * by where they came from: the network (a 304 too), the service worker, or the browser's cache. Requests for other
 * hosts than 127.0.0.1 fail at once (Chromium's host resolver maps every other name to nothing) and are listed in
 * the JSON.
 *
 * Settings: RUNS (5) runs of the new editor, serving EDITOR_BUILD (a folder laid out as build/client) or this
 * project's build; DECAP_PROJECT=<a checkout from before issue 44, built, with its node_modules> adds DECAP_RUNS (3)
 * runs of its editor, its own serve.ts --edit on its own build (DECAP_BUILD, else its build/client) and content
 * (editor/edit-server.ts); the runs of the two alternate, so both see the machine as it was.
 * PROFILES=wifi,slow-4g,computer chooses; BENCH_PORT sets the new editor's port (4398; Decap's is the next). Each
 * server edits a temporary copy of its content: nothing is saved into a project. Prints each editor's table (median
 * and min–max), the two side by side (medians) and the load average, checks issue 44's budgets on the new editor's
 * medians (editor/own-editor.ts), writes bench-results/editor.json and exits 1 when a budget is missed. A benchmark,
 * never a test. Run after `npm run build`.
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
import { decapEditor } from "./editor/decap-editor.ts";
import { startEditServer, type EditServer } from "./editor/edit-server.ts";
import { ownEditor } from "./editor/own-editor.ts";
import { PROFILES, VISITS, chosenProfiles } from "./editor/profiles.ts";
import { checkBudgets, comparisonTable, editorTable, summarizeRuns, type Runs } from "./editor/report.ts";
import { visitTwice, type EditorUnderTest, type VisitOutcome } from "./editor/visit.ts";
import { TAP_PROFILES, checkTapBudgets, measureReach, reachTable, tapTable, timeTaps } from "./editor/tap-to-edit.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RUNS = Number(process.env.RUNS ?? 5);
const DECAP_RUNS = Number(process.env.DECAP_RUNS ?? 3);
const FILE = process.env.EDITOR_FILE ?? "pricing";
const BUILD = path.resolve(process.env.EDITOR_BUILD ?? clientDir(root));
const DECAP_PROJECT = process.env.DECAP_PROJECT ? path.resolve(process.env.DECAP_PROJECT) : undefined;
const DECAP_BUILD = DECAP_PROJECT ? path.resolve(process.env.DECAP_BUILD ?? path.join(DECAP_PROJECT, "build/client")) : undefined;
const profiles = chosenProfiles(process.env.PROFILES);

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

const emptyRuns = (): Runs => Object.fromEntries(profiles.map((name) => [name, { first: [], repeat: [] }]));

const servers: EditServer[] = [];
let browser: Browser | undefined;
// Stopped by hand (Ctrl-C): the servers and their temporary copies go too.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    for (const server of servers) server.stop();
    process.exit(130);
  });
}
try {
  browser = await chromium.launch({
    ...chromiumLaunchOptions,
    // Every host but the servers' fails at once, for the pages and their workers alike.
    args: [...chromiumLaunchOptions.args, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
  const ownServer = await startEditServer({ project: root, build: BUILD, content: projectFolders(root).contentDir, port: PORTS.bench });
  servers.push(ownServer);
  const own = await ownEditor({ browser, root, origin: ownServer.origin, file: FILE });
  const benched: { editor: EditorUnderTest; runs: number; results: Runs; build: string; checkout: string | null; file: string; field: string }[] = [
    { editor: own, runs: RUNS, results: emptyRuns(), build: BUILD, checkout: checkoutOf(BUILD), file: own.file, field: own.field },
  ];
  if (DECAP_PROJECT && DECAP_BUILD && DECAP_RUNS > 0) {
    const decapServer = await startEditServer({
      project: DECAP_PROJECT,
      build: DECAP_BUILD,
      content: path.join(DECAP_PROJECT, "content"),
      port: PORTS.bench + 1,
    });
    servers.push(decapServer);
    const decap = decapEditor({ build: DECAP_BUILD, origin: decapServer.origin, file: FILE });
    benched.push({
      editor: decap,
      runs: DECAP_RUNS,
      results: emptyRuns(),
      build: DECAP_BUILD,
      checkout: checkoutOf(DECAP_PROJECT),
      file: decap.file,
      field: decap.field,
    });
  }
  const loadAtStart = loadAverage();
  for (const { editor, build, checkout, file, field } of benched) {
    console.error(`${editor.name}: ${build}, built ${builtAt(build)}${checkout ? ` (its checkout is at ${checkout})` : ""}; file ${file}, field "${field}"`);
  }
  console.error(`Preview's heading: "${own.heading}"; load average ${loadAtStart}`);

  // The editors' runs alternate, so a busy spell of the machine falls on both.
  for (let run = 0; run < Math.max(...benched.map((entry) => entry.runs)); run++) {
    for (const { editor, runs, results } of benched) {
      if (run >= runs) continue;
      for (const name of profiles) {
        const outcome = await visitTwice(browser, PROFILES[name], editor);
        for (const visit of VISITS) {
          results[name][visit].push(outcome[visit]);
          logVisit(editor, run, runs, name, visit, outcome[visit]);
        }
      }
    }
  }
  // Tap on the page (issue 50): RUNS timed taps and digits per profile, then every price's reach on the phone, once.
  const tapTimes = await timeTaps(
    browser,
    ownServer.origin,
    root,
    profiles.filter((name) => TAP_PROFILES.includes(name)),
    RUNS,
  );
  const reach = profiles.includes("wifi") ? await measureReach(browser, ownServer.origin, root) : [];
  const loadAtEnd = loadAverage();

  const summaries = benched.map((entry) => ({ ...entry, rows: summarizeRuns(entry.editor, profiles, entry.results) }));
  const loads = (results: Runs) =>
    Object.values(results).flatMap((byVisit) => VISITS.flatMap((visit) => byVisit[visit].flatMap((outcome) => ("error" in outcome ? [] : [outcome.load]))));
  for (const { editor, runs, rows, results } of summaries) {
    const visitLoads = loads(results);
    console.log(
      `\n${editor.name}, median (min–max) of ${runs} runs, seconds: the list from the navigation's start, the rest from the tap on the file. One-minute load average as the visits began: ${
        visitLoads.length ? `${Math.min(...visitLoads).toFixed(2)}–${Math.max(...visitLoads).toFixed(2)}` : "–"
      }.\n`,
    );
    console.log(editorTable(editor, rows).join("\n"));
  }
  if (summaries.length > 1) {
    console.log(`\nSide by side, medians (seconds, KB): the new editor (${RUNS} runs) / Decap CMS (${DECAP_RUNS} runs).\n`);
    console.log(comparisonTable(summaries[0].rows, summaries[1].rows).join("\n"));
  }
  console.log(`\nLoad average (1, 5, 15 minutes): ${loadAtStart} at the start, ${loadAtEnd} at the end; the machine has ${os.availableParallelism()} cores.`);
  const offHost = [
    ...new Set(
      summaries.flatMap(({ rows }) =>
        rows.flatMap((row) => row.visits.flatMap((outcome) => ("error" in outcome ? [] : outcome.offHost.map((failure) => failure.url)))),
      ),
    ),
  ];
  if (offHost.length) console.log(`Requests for other hosts, failed at once: ${offHost.join(", ")}`);

  console.log(`\nTap on the page (the pricing file, its first price), median (min–max) of ${RUNS} runs:\n`);
  console.log(tapTable(tapTimes).join("\n"));
  if (reach.length) {
    console.log("\nReach on a phone (390 × 844), every price: the file opens on its page; a tap on a price opens it in a sheet over the page.\n");
    console.log(reachTable(reach).join("\n"));
  }

  const budgets = [...checkBudgets(summaries[0].rows), ...checkTapBudgets(tapTimes)];
  console.log("\nIssues 44 and 50's budgets (the new editor, medians):");
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
        editors: summaries.map(({ editor, runs, build, checkout, file, field, rows }) => ({
          editor: editor.name,
          build,
          builtAt: builtAt(build),
          checkout,
          runs,
          file,
          field,
          ...(editor === own ? { previewHeading: own.heading } : {}),
          rows,
        })),
      },
      null,
      2,
    ),
  );
  process.exitCode = budgets.some((budget) => budget.status.startsWith("missed")) ? 1 : 0;
} finally {
  await browser?.close();
  for (const server of servers) server.stop();
}
