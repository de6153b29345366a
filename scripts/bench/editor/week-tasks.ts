/**
 * bench:editor's week (issue 67 item 4): the owner's tasks of a week, each done as the owner does it on a phone, on
 * the phone on home Wi-Fi and on slow 4G (profiles.ts), in a fresh browser context each run (nothing cached): the file
 * opened from its address, the taps that make the change, the check, Save. Typing is left out of the figures (the
 * bench fills the boxes); every tap is Playwright's tap, as the owner's finger.
 *
 * For each run: the slowest tap's answer (from its pointerdown to the paint after its events were handled, the Event
 * Timing API's duration, as INP measures it), the screen the task needs after its first tap (the first box to fill shown, as Playwright's own wait finds
 * it, which looks at every animation frame), and Save → "Saved" (from the click to the first frame where the status
 * says it, multi-file-save.ts's watch). The tasks: a closure added (Closed days), a postcode added (Service area), new
 * prices from a day (every price typed), a package added (its prices, and its Savings at a Glance row beside the
 * form), a package retired with its row, and yesterday's change (a package retired) put back from Recent changes.
 * Each run puts the files back as they were before it (the server edits a temporary copy of the content; the put
 * back's run commits yesterday's change in it first).
 *
 * Budgets, on the phone on Wi-Fi, on the medians: every tap answered within 100 ms, the screen within 1 s of the tap,
 * the save within 3 s. On slow 4G they are reported, not held.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { parse } from "yaml";
import type { BookingContent } from "../../../src/content/generated/booking.ts";
import type { PricingContent } from "../../../src/content/generated/pricing.ts";
import { entryControlName } from "../../../src/admin/form/lists/entry-controls.ts";
import { fieldId } from "../../../src/admin/form/form-context.ts";
import { FILE_PARAMETER, SERVICE_AREA } from "../../../src/admin/editor-settings.ts";
import { POSTCODE_LIST_FILE } from "../../../src/content/names.ts";
import { EDITOR_PATH } from "../../../src/lib/site-paths.ts";
import { median } from "../median.ts";
import { PROFILES, type Profile } from "./profiles.ts";
import { watchTab, type Traffic } from "./tab-traffic.ts";
import { FILE_SAVE, watchSave, type SaveWords } from "./multi-file-save.ts";
import { ownerGit } from "./recent-changes.ts";
import { retirableAt, withoutPackage } from "../../tools/retired-package.ts";
import { codeOf, uniqueCode } from "../../../src/admin/schema/made-codes.ts";
import { STEP_TIMEOUT_MS, WATCH_ANSWERS, answers, quiet, tap, type Answer } from "./visit.ts";
import { networkQuiet } from "../../tools/network-quiet.ts";

/** The profiles the week is timed on, and the one its budgets hold on. */
export const WEEK_PROFILES = ["wifi", "slow-4g"];
const BUDGET_PROFILE = "wifi";
const BUDGET_MS = { answer: 100, screen: 1000, save: 3000 } as const;

/**
 * In a document: where each touch's pointerdown and click landed, and on what (a failed run says where its last taps
 * went: a tap on Save that saved nothing, when a control moved under it).
 */
const WATCH_TOUCHES = `window.__touches = [];
for (const type of ["pointerdown", "click"])
  addEventListener(type, (event) => window.__touches.push(\`    \${type} at \${Math.round(event.clientX)}, \${Math.round(event.clientY)}: \${(event.target.outerHTML ?? "").slice(0, 90)}\`), { capture: true });`;

/** What the page's status lines and alerts say, in one line. */
const SAYS = `[...document.querySelectorAll("[role=status], [role=alert]")].map((element) => element.textContent.trim()).filter(Boolean).join(" | ")`;

/** The files a task may change, put back before each run. */
const FILES = ["site.yaml", "pricing.yaml", "savings.yaml", "booking.yaml", POSTCODE_LIST_FILE];

/** The package the owner adds: the bench's own words. */
const ADDED_NAME = "Shield Plus";
const ADDED_DURATION = "Around 5 hours";

/** A new postcode for the list (a real one's shape, in an area the shipped list doesn't cover). */
const NEW_POSTCODE = "SS0 7AA";

interface Context {
  page: Page;
  /** What the tab gets over the network (tab-traffic.ts). */
  traffic: Traffic;
  profile: Profile;
  origin: string;
  pricing: PricingContent;
  booking: BookingContent;
}

interface WeekTask {
  name: string;
  /** Before the run, with the files as they were: what the task starts from (yesterday's change, for a put back). */
  prepare?(folder: string, pricing: PricingContent, booking: BookingContent): void;
  /** The save's button and its done words: a file's Save unless said. */
  save?: SaveWords;
  /** Opens the file and makes the task's first tap: answers the time from that tap to the screen the task needs. */
  screen(context: Context): Promise<number>;
  /** The rest of the change, up to Save (the boxes filled: typing is not timed), and the checks' verdict where a file shows one. */
  change(context: Context): Promise<void>;
}

const open = async (page: Page, origin: string, file: string) => {
  await page.goto(`${origin}${EDITOR_PATH}?${FILE_PARAMETER}=${file}`, { timeout: STEP_TIMEOUT_MS });
};
const checksPass = (page: Page) => page.getByRole("status").filter({ hasText: "Every check passes" }).waitFor({ timeout: STEP_TIMEOUT_MS });

/** A field's element, by its path in the file (form-context.ts's ids). */
const fieldAtPath = (page: Page, path: (string | number)[]) => page.locator(`[id="${fieldId(path)}"]`);

/** The file opened from its address and checked, then its whole form, on a phone where the file opens on its page. */
async function openWholeForm({ page, profile, origin }: Context, file: string) {
  await open(page, origin, file);
  await checksPass(page);
  const button = page.getByRole("button", { name: "All fields", exact: true });
  if (await button.isVisible()) await tap(button, profile);
}

/** The time from the task's first tap (the taps made from here on) to the screen it needs, shown. */
async function firstTapTo(page: Page, shown: () => Promise<void>, firstTap: () => Promise<void>): Promise<number> {
  const before = (await page.evaluate("window.__answers.length")) as number;
  await firstTap();
  await shown();
  const [tapped, now] = (await page.evaluate(`[window.__answers[${before}].down, performance.timeOrigin + performance.now()]`)) as [number, number];
  return now - tapped;
}

/** The newest change Recent changes lists: its button, which unfolds it. */
const newestChange = (page: Page) => page.locator("main ol li button[aria-expanded]").first();

/** A tap's answer in parts (visit.ts's Answer): " (waited 4 + handled 11 + drawn 81, click)". */
const inParts = ({ parts }: Answer) =>
  parts ? ` (waited ${parts.waited.toFixed(0)} + handled ${parts.handled.toFixed(0)} + drawn ${parts.drawn.toFixed(0)}, ${parts.event})` : "";

/** The region beside the form that holds the other files' part of a Pricing page change (package-change/). */
const together = (page: Page) => page.getByRole("region", { name: "Also changed with this save" });

/**
 * The list of files as the owner finds it a moment after it shows: the start has fetched the file editor's code at its
 * first idle moment, and the network has been quiet since (tab-traffic.ts watches the tab and its worker), as the
 * other tasks' files are open and checked before their first tap. (A tap the moment the list shows waits for that
 * code, on slow 4G most of 2 s: the visits' "form ready" times it, with its own budget.)
 */
async function listSettled({ page, traffic }: Context): Promise<void> {
  await networkQuiet(page, { timeout: STEP_TIMEOUT_MS });
  await page.evaluate("new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }))");
  await quiet(page, traffic, performance.now() + STEP_TIMEOUT_MS);
}

const WEEK_TASKS: WeekTask[] = [
  {
    name: "a closure added",
    async screen(context) {
      const { page, profile } = context;
      await openWholeForm(context, "site");
      const days = fieldAtPath(page, ["closures", "days"]);
      return firstTapTo(
        page,
        () => days.getByLabel("From", { exact: true }).last().waitFor({ state: "visible", timeout: STEP_TIMEOUT_MS }),
        () => tap(days.getByRole("button", { name: /^Add closure/ }), profile),
      );
    },
    async change({ page }) {
      const days = fieldAtPath(page, ["closures", "days"]);
      await days.getByLabel("From", { exact: true }).last().fill("2099-12-24");
      await days.getByLabel("To", { exact: true }).last().fill("2099-12-27");
      await days.getByRole("textbox", { name: "Message", exact: true }).last().fill("Closed for Christmas.");
      await checksPass(page);
    },
  },
  {
    name: "a postcode added",
    async screen(context) {
      const { page, profile, origin } = context;
      await page.goto(`${origin}${EDITOR_PATH}`, { timeout: STEP_TIMEOUT_MS });
      const link = page.locator(`a[href$="${FILE_PARAMETER}=${SERVICE_AREA}"]`);
      await link.waitFor({ timeout: STEP_TIMEOUT_MS });
      await listSettled(context);
      return firstTapTo(
        page,
        () => page.getByRole("textbox", { name: "Postcode to add", exact: true }).waitFor({ state: "visible", timeout: STEP_TIMEOUT_MS }),
        () => tap(link, profile),
      );
    },
    async change({ page, profile }) {
      await page.getByRole("textbox", { name: "Postcode to add", exact: true }).fill(NEW_POSTCODE);
      await tap(page.getByRole("button", { name: "Add", exact: true }), profile);
      await page.getByText(/^Added /).waitFor({ timeout: STEP_TIMEOUT_MS });
    },
  },
  {
    name: "new prices from a day",
    async screen(context) {
      const { page, profile } = context;
      await openWholeForm(context, "pricing");
      const from = fieldAtPath(page, ["newPrices", "from"]);
      return firstTapTo(
        page,
        () => page.locator(`[id="${fieldId(["newPrices", "from"])}"]:focus`).waitFor({ timeout: STEP_TIMEOUT_MS }),
        () => tap(from, profile),
      );
    },
    async change({ page, pricing }) {
      await fieldAtPath(page, ["newPrices", "from"]).fill("2099-01-04");
      for (const wash of pricing.washTypes)
        for (const size of pricing.vehicleSizes)
          for (const tier of pricing.tiers) {
            const price = pricing.prices[wash.id][size.id][tier.id] + 1;
            await fieldAtPath(page, ["newPrices", "prices", wash.id, size.id, tier.id]).fill(String(price));
          }
      await checksPass(page);
    },
  },
  {
    name: "a package added",
    async screen(context) {
      const { page, profile, pricing } = context;
      await openWholeForm(context, "pricing");
      return firstTapTo(
        page,
        () => fieldAtPath(page, ["tiers", pricing.tiers.length, "name"]).waitFor({ state: "visible", timeout: STEP_TIMEOUT_MS }),
        () => tap(fieldAtPath(page, ["tiers"]).getByRole("button", { name: /^Add / }), profile),
      );
    },
    async change({ page, pricing }) {
      await fieldAtPath(page, ["tiers", pricing.tiers.length, "name"]).fill(ADDED_NAME);
      await fieldAtPath(page, ["tiers", pricing.tiers.length, "duration"]).fill(ADDED_DURATION);
      const id = uniqueCode(codeOf(ADDED_NAME, ""), new Set(pricing.tiers.map((tier) => tier.id)));
      for (const wash of pricing.washTypes)
        for (const size of pricing.vehicleSizes) {
          const price = Math.max(...pricing.tiers.map((tier) => pricing.prices[wash.id][size.id][tier.id])) + 10;
          await fieldAtPath(page, ["prices", wash.id, size.id, id]).fill(String(price));
        }
      // Its Savings at a Glance row, asked beside the form: a saving of £3 for each figure asked.
      const figures = together(page).getByRole("spinbutton");
      await figures.first().waitFor({ timeout: STEP_TIMEOUT_MS });
      for (const figure of await figures.all()) await figure.fill("3");
      await checksPass(page);
    },
  },
  {
    name: "a package retired",
    async screen(context) {
      const { page, profile, pricing, booking } = context;
      await openWholeForm(context, "pricing");
      const at = retirableAt(pricing, booking);
      await tap(page.locator(`[id="${fieldId(["tiers", at])}-focus"]`), profile);
      return firstTapTo(
        page,
        () => together(page).waitFor({ timeout: STEP_TIMEOUT_MS }),
        () => tap(page.getByRole("button", { name: entryControlName("Remove", pricing.tiers[at].name), exact: true }), profile),
      );
    },
    async change({ page }) {
      await checksPass(page);
    },
  },
  {
    name: "yesterday's change put back",
    prepare(folder, pricing, booking) {
      // The edited copy as a repository (bench:editor's Recent changes may have made it), the files as they are, then
      // yesterday's change: a package retired with its savings row.
      if (!fs.existsSync(path.join(folder, ".git"))) ownerGit(folder, ["init", "--quiet"]);
      ownerGit(folder, ["add", "content"]);
      ownerGit(folder, ["commit", "--quiet", "--allow-empty", "--message", "The site as it is"]);
      const file = (name: string) => path.join(folder, "content", `${name}.yaml`);
      const retired = pricing.tiers[retirableAt(pricing, booking)];
      const changed = withoutPackage({ pricing: fs.readFileSync(file("pricing"), "utf8"), savings: fs.readFileSync(file("savings"), "utf8") }, retired.id);
      for (const [name, text] of Object.entries(changed)) fs.writeFileSync(file(name), text);
      ownerGit(folder, ["commit", "--quiet", "--all", "--message", `“${retired.name}” taken out, with its savings row`]);
    },
    async screen(context) {
      const { page, profile, origin } = context;
      await page.goto(`${origin}${EDITOR_PATH}`, { timeout: STEP_TIMEOUT_MS });
      const link = page.getByRole("link", { name: "Recent changes", exact: true });
      await link.waitFor({ timeout: STEP_TIMEOUT_MS });
      await listSettled(context);
      return firstTapTo(
        page,
        () => newestChange(page).waitFor({ state: "visible", timeout: STEP_TIMEOUT_MS }),
        () => tap(link, profile),
      );
    },
    async change({ page, profile }) {
      await tap(newestChange(page), profile);
      await tap(page.getByRole("button", { name: "Put back this change", exact: true }), profile);
      await page.getByRole("button", { name: "Save the put back", exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    },
    save: { button: "Save the put back", done: "Put back and saved" },
  },
];

export interface WeekTimes {
  task: string;
  profile: string;
  answerMs: number[];
  screenMs: number[];
  saveMs: number[];
  errors: string[];
}

/** The task names, for WEEK_TASK. */
export const WEEK_TASK_NAMES = WEEK_TASKS.map((task) => task.name);

/** RUNS runs of each task (or of `only`, one of WEEK_TASK_NAMES) on each of the week's profiles. */
export async function timeWeek(
  browser: Browser,
  { origin, folder, contentDir }: { origin: string; folder: string; contentDir: string },
  root: string,
  profiles: readonly string[],
  runs: number,
  only?: string,
): Promise<WeekTimes[]> {
  const original = (file: string) => fs.readFileSync(path.join(root, "content", file));
  const read = (name: string) => parse(original(`${name}.yaml`).toString("utf8")) as unknown;
  const [pricing, booking] = [read("pricing") as PricingContent, read("booking") as BookingContent];
  const results: WeekTimes[] = [];
  for (const task of WEEK_TASKS.filter((task) => !only || task.name === only)) {
    for (const name of profiles) {
      const profile = PROFILES[name];
      const times: WeekTimes = { task: task.name, profile: profile.label, answerMs: [], screenMs: [], saveMs: [], errors: [] };
      for (let run = 0; run < runs; run++) {
        for (const file of FILES) fs.writeFileSync(path.join(contentDir, file), original(file));
        task.prepare?.(folder, pricing, booking);
        const save = task.save ?? FILE_SAVE;
        const context = await browser.newContext(profile.context);
        try {
          // In every document of the tab, the preview's too.
          await context.addInitScript(WATCH_ANSWERS);
          await context.addInitScript(WATCH_TOUCHES);
          const page = await context.newPage();
          const traffic = await watchTab(context, page, profile);
          const screenMs = await task.screen({ page, traffic, profile, origin, pricing, booking });
          await task.change({ page, traffic, profile, origin, pricing, booking });
          await page.evaluate(watchSave(save));
          await tap(page.getByRole("button", { name: save.button, exact: true }), profile);
          const saveMs = (await page.evaluate(
            `Promise.race([window.__saveBench, new Promise((_, reject) => setTimeout(() => reject(new Error("no Saved within the step's time")), ${STEP_TIMEOUT_MS}))])`,
          )) as number;
          const taps = (await answers(page)).filter((answer) => answer.kind === "tap");
          const slowest = taps.reduce((worst, entry) => (entry.answered > worst.answered ? entry : worst));
          const answerMs = slowest.answered;
          times.answerMs.push(answerMs);
          times.screenMs.push(screenMs);
          times.saveMs.push(saveMs);
          console.error(
            `${task.name}, ${profile.label}, run ${run + 1}/${runs}: slowest tap ${answerMs.toFixed(0)} ms ("${slowest.what}"; every tap: ${taps.map((entry) => `${entry.what} ${entry.answered.toFixed(0)}${inParts(entry)}`).join(", ")}), screen ${screenMs.toFixed(0)} ms, save ${saveMs.toFixed(0)} ms`,
          );
        } catch (error) {
          const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
          const page = context.pages()[0];
          if (page)
            console.error(
              `  what the page says: ${await page.evaluate(SAYS).catch(String)}; its last touches:\n${await page.evaluate("window.__touches.slice(-4).join('\\n')").catch(String)}`,
            );
          times.errors.push(message);
          console.error(`${task.name}, ${profile.label}, run ${run + 1}/${runs}: failed: ${message}`);
        } finally {
          await context.close();
        }
      }
      results.push(times);
    }
  }
  for (const file of FILES) fs.writeFileSync(path.join(contentDir, file), original(file));
  return results;
}

const shown = (values: number[]) => {
  const middle = median(values);
  return middle === null ? "–" : `${middle.toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
};

export function weekTable(results: WeekTimes[]): string[] {
  return [
    "| task | profile | slowest tap answered, ms | screen after the first tap, ms | Save → saved, ms | runs |",
    "|---|---|---:|---:|---:|---:|",
    ...results.map(
      (row) =>
        `| ${row.task} | ${row.profile} | ${shown(row.answerMs)} | ${shown(row.screenMs)} | ${shown(row.saveMs)} | ${row.saveMs.length}${row.errors.length ? ` (${row.errors.length} failed)` : ""} |`,
    ),
  ];
}

/** Each task's budgets on the phone on Wi-Fi, on the medians. */
export function checkWeekBudgets(results: WeekTimes[]) {
  return results
    .filter((row) => row.profile === PROFILES[BUDGET_PROFILE].label)
    .flatMap((row) =>
      (
        [
          ["answer", row.answerMs, "every tap answered"],
          ["screen", row.screenMs, "the screen shown after the first tap"],
          ["save", row.saveMs, "saved after Save"],
        ] as const
      ).map(([key, values, what]) => {
        const measured = median(values);
        const limit = BUDGET_MS[key];
        return {
          profile: BUDGET_PROFILE,
          limit,
          what: `${row.task}: ${what}`,
          median: measured,
          status: measured === null ? "missed (no run finished)" : measured <= limit ? "met" : "missed",
          text: `${row.profile}: ${row.task}, ${what} within ${limit} ms`,
          shown: measured === null ? "" : ` (${measured.toFixed(0)} ms)`,
        };
      }),
    );
}
