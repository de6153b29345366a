/**
 * bench:editor's save of several files (issue 57), on the pricing file as the owner opens it with `npm run edit`, on the
 * phone on Wi-Fi: a package retired on the Pricing page (one the custom quote doesn't name), which takes its row out of
 * Savings at a Glance in the same save, then Save; timed from the Save button's click to the first animation frame
 * where the save's status says "Saved" (every file checked together, written in one request, the files that follow
 * read again). Each run in a fresh browser context, the two files put back as they were before it (the server edits a
 * temporary copy of the content). Budget: the median within 3 s.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { parse } from "yaml";
import type { BookingContent } from "../../../src/content/generated/booking.ts";
import type { PricingContent } from "../../../src/content/generated/pricing.ts";
import { entryControlName } from "../../../src/admin/form/lists/entry-controls.ts";
import { fieldId } from "../../../src/admin/form/form-context.ts";
import { median } from "../median.ts";
import { PROFILES } from "./profiles.ts";
import { watchTab } from "./tab-traffic.ts";
import { openPricing } from "./tap-to-edit.ts";
import { retirableAt } from "../../tools/retired-package.ts";
import { STEP_TIMEOUT_MS, tap } from "./visit.ts";

const PROFILE = "wifi";
const BUDGET_MS = 3000;
const FOLLOWING = ["pricing", "savings"] as const;

export interface SaveTimes {
  label: string;
  runs: number[];
  errors: string[];
}

/** A save as the owner starts it and sees it done: the button's words, and how the status that says it is done begins. */
export interface SaveWords {
  button: string;
  done: string;
}

/** A file's Save (or the Service area's), said done by "Saved …". */
export const FILE_SAVE: SaveWords = { button: "Save", done: "Saved" };

/**
 * In the page: from the save button's click to the first frame where a status says the save is done (wall clock, as
 * tap-to-edit.ts).
 */
export const watchSave = ({ button, done }: SaveWords) => `void (window.__saveBench = new Promise((resolve) => {
  let began = null;
  document.addEventListener("click", (event) => { if (event.target.closest("button")?.textContent.trim() === ${JSON.stringify(button)}) began = performance.timeOrigin + event.timeStamp; }, { capture: true });
  const check = () => {
    if (began !== null && [...document.querySelectorAll("[role=status]")].some((status) => status.textContent.startsWith(${JSON.stringify(done)}))) { resolve(performance.timeOrigin + performance.now() - began); return; }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}))`;

/** RUNS saves of the pricing file with its Savings at a Glance row, on the phone on Wi-Fi. */
export async function timeMultiFileSaves(browser: Browser, origin: string, root: string, contentDir: string, runs: number): Promise<SaveTimes> {
  const read = (name: string) => fs.readFileSync(path.join(root, "content", `${name}.yaml`), "utf8");
  const pricing = parse(read("pricing")) as PricingContent;
  const booking = parse(read("booking")) as BookingContent;
  const at = retirableAt(pricing, booking);
  const retired = pricing.tiers[at];
  const profile = PROFILES[PROFILE];
  const result: SaveTimes = { label: profile.label, runs: [], errors: [] };
  for (let run = 0; run < runs; run++) {
    for (const name of FOLLOWING) fs.writeFileSync(path.join(contentDir, `${name}.yaml`), read(name));
    const context = await browser.newContext(profile.context);
    try {
      const page = await context.newPage();
      await watchTab(context, page, profile);
      await openPricing(page, origin);
      const allFields = page.getByRole("button", { name: "All fields", exact: true });
      if (await allFields.isVisible()) await tap(allFields, profile);
      await tap(page.locator(`[id="${fieldId(["tiers", at])}-focus"]`), profile);
      await tap(page.getByRole("button", { name: entryControlName("Remove", retired.name), exact: true }), profile);
      await page.getByRole("region", { name: "Also changed with this save" }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.evaluate(watchSave(FILE_SAVE));
      await tap(page.getByRole("button", { name: FILE_SAVE.button, exact: true }), profile);
      const ms = (await page.evaluate("window.__saveBench")) as number;
      result.runs.push(ms);
      console.error(`save of several files, ${result.label}, run ${run + 1}/${runs}: ${ms.toFixed(0)} ms`);
    } catch (error) {
      const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
      result.errors.push(message);
      console.error(`save of several files, ${result.label}, run ${run + 1}/${runs}: failed: ${message}`);
    } finally {
      await context.close();
    }
  }
  for (const name of FOLLOWING) fs.writeFileSync(path.join(contentDir, `${name}.yaml`), read(name));
  return result;
}

export function saveTable(result: SaveTimes): string[] {
  const middle = median(result.runs);
  const shown = middle === null ? "–" : `${middle.toFixed(0)} (${Math.min(...result.runs).toFixed(0)}–${Math.max(...result.runs).toFixed(0)})`;
  return [
    "| profile | a package retired with its savings row: Save → saved, ms | runs |",
    "|---|---:|---:|",
    `| ${result.label} | ${shown} | ${result.runs.length}${result.errors.length ? ` (${result.errors.length} failed)` : ""} |`,
  ];
}

export function checkSaveBudget(result: SaveTimes) {
  const measured = median(result.runs);
  return {
    profile: PROFILE,
    limit: BUDGET_MS,
    what: "a save of several files (a package retired, with its savings row) → saved",
    median: measured,
    status: measured === null ? "missed (no run finished)" : measured <= BUDGET_MS ? "met" : "missed",
    text: `${result.label}: a save of several files done within ${BUDGET_MS / 1000} s`,
    shown: measured === null ? "" : ` (${measured.toFixed(0)} ms)`,
  };
}
