/**
 * bench:editor's Recent changes (issue 57): on the phone on home Wi-Fi, from a tap on the list's "Recent changes" link
 * (the editor open and settled, its file editor's code fetched at idle, as an owner who looks at the list first has it)
 * to the first animation frame where the first change's button shows, and how many requests the endpoint was sent for
 * it (the list is ONE request; online it is one to GitHub, github-history.ts).
 *
 * The server's temporary copy of the content is made a git repository of its own first, with HISTORY_COMMITS commits
 * of a price each (the endpoint reads the project's git history, scripts/tools/cms/local-history.ts): a list as long
 * as the one the editor shows.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { LOCAL_API_PATH, LOCAL_HISTORY_PATH } from "../../../src/admin/backends/local-api.ts";
import { EDITOR_PATH } from "../../../src/lib/site-paths.ts";
import { median } from "../median.ts";
import { PROFILES } from "./profiles.ts";
import { watchTab } from "./tab-traffic.ts";
import { STEP_TIMEOUT_MS, tap } from "./visit.ts";
import { networkQuiet } from "../../tools/network-quiet.ts";

/** Issue 57's budget, on the median. */
const BUDGET = { profile: "wifi", limit: 1000, what: "Recent changes shown after the tap" } as const;

const HISTORY_COMMITS = 30;

/** Git in the edited copy (never the project's own repository), as the site owner, with the commit dated `at`. */
export function ownerGit(folder: string, args: string[], at = Date.now()): void {
  execFileSync("git", ["-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null", ...args], {
    cwd: folder,
    stdio: "ignore",
    env: {
      ...process.env,
      GIT_CEILING_DIRECTORIES: path.dirname(folder),
      GIT_AUTHOR_NAME: "Site owner",
      GIT_AUTHOR_EMAIL: "owner@example.com",
      GIT_COMMITTER_NAME: "Site owner",
      GIT_COMMITTER_EMAIL: "owner@example.com",
      GIT_AUTHOR_DATE: new Date(at).toISOString(),
      GIT_COMMITTER_DATE: new Date(at).toISOString(),
    },
  });
}

/** The edited copy as a git repository: its content as the first commit, then a commit of one changed line each. */
export function makeHistory(folder: string): void {
  const git = (args: string[], at: number) => ownerGit(folder, args, at);
  const start = Date.now() - HISTORY_COMMITS * 3_600_000;
  git(["init", "--quiet"], start);
  git(["add", "content"], start);
  git(["commit", "--quiet", "--message", "The site as it is"], start);
  const file = path.join(folder, "content/pricing.yaml");
  const text = fs.readFileSync(file, "utf8");
  for (let commit = 1; commit <= HISTORY_COMMITS; commit++) {
    // A line the owner's guide has, marked: each commit changes the file, never the site's values.
    fs.writeFileSync(file, `${text}# change ${commit}\n`);
    git(["commit", "--quiet", "--all", "--message", `A change, number ${commit}`], start + commit * 3_600_000);
  }
}

export interface RecentChangesTimes {
  runs: { ms: number; requests: number }[];
  errors: string[];
}

/** One timed tap, in a fresh context of the phone on Wi-Fi. */
async function timeOnce(browser: Browser, origin: string): Promise<{ ms: number; requests: number }> {
  const profile = PROFILES[BUDGET.profile];
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    await watchTab(context, page, profile);
    await page.goto(`${origin}${EDITOR_PATH}`, { timeout: STEP_TIMEOUT_MS });
    await networkQuiet(page, { timeout: STEP_TIMEOUT_MS });
    await page.evaluate("new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }))");
    const asked: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(LOCAL_API_PATH)) asked.push(pathname);
    });
    await page.evaluate(`void (window.__changesBench = new Promise((resolve) => {
      let began = null;
      window.addEventListener("pointerdown", (event) => { began = event.timeStamp; }, { capture: true, once: true });
      const check = () => {
        const first = document.querySelector("main ol li button[aria-expanded]");
        if (began !== null && first && first.checkVisibility()) { resolve(performance.now() - began); return; }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }))`);
    await tap(page.getByRole("link", { name: "Recent changes", exact: true }), profile);
    const ms = (await page.evaluate("window.__changesBench")) as number;
    return { ms, requests: asked.filter((pathname) => pathname === LOCAL_HISTORY_PATH).length };
  } finally {
    await context.close();
  }
}

export async function timeRecentChanges(browser: Browser, origin: string, runs: number): Promise<RecentChangesTimes> {
  const result: RecentChangesTimes = { runs: [], errors: [] };
  for (let run = 0; run < runs; run++) {
    try {
      const times = await timeOnce(browser, origin);
      result.runs.push(times);
      console.error(
        `Recent changes, ${PROFILES[BUDGET.profile].label}, run ${run + 1}/${runs}: ${times.ms.toFixed(0)} ms, ${times.requests} request(s) for the list`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
      result.errors.push(message);
      console.error(`Recent changes, run ${run + 1}/${runs}: failed: ${message}`);
    }
  }
  return result;
}

export function recentChangesLine(times: RecentChangesTimes): string {
  const values = times.runs.map((run) => run.ms);
  const middle = median(values);
  const requests = [...new Set(times.runs.map((run) => run.requests))].join(" or ");
  return middle === null
    ? `Recent changes: no run finished (${times.errors.join("; ")})`
    : `Recent changes on the ${PROFILES[BUDGET.profile].label}, tap → the list shown: ${middle.toFixed(0)} ms median (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}) of ${values.length} runs; ${requests} request(s) for the list each`;
}

/** The budget: the median within 1 s, and the list in one request every time. */
export function checkRecentChangesBudget(times: RecentChangesTimes) {
  const measured = median(times.runs.map((run) => run.ms));
  const oneRequest = times.runs.every((run) => run.requests === 1);
  return {
    ...BUDGET,
    median: measured,
    status: measured === null ? "missed (no run finished)" : measured <= BUDGET.limit && oneRequest ? "met" : "missed",
    text: `${PROFILES[BUDGET.profile].label}: ${BUDGET.what} within ${BUDGET.limit} ms, in one request`,
    shown: measured === null ? "" : ` (${measured.toFixed(0)} ms; ${oneRequest ? "one request" : "not one request every time"})`,
  };
}
