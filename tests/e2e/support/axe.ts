/**
 * axe as every engine's runner uses it: the same axe-core, the same rules and the same run, injected into the
 * page as it is now. fixtures.ts runs it through Playwright (Chromium, Gecko), tests/engines/webkit through
 * WebDriver. The in-page functions below are sent to the browser as source, so they use nothing outside
 * themselves.
 *
 * axe runs in the page's own document only. Frames are third-party content (the map, the scheduling embed),
 * stubbed in the tests: scanning them would scan the stubs. axe's own `frame-title` and `frame-focusable-content`
 * rules still check each frame element the site renders. One axe.run per scan, without @axe-core/playwright,
 * whose extra page per scan cost 1–2 s in
 * Chromium and 3–5 s in Firefox.
 */
import fs from "node:fs";
import { createRequire } from "node:module";

/** The rule tags every scan uses: WCAG 2.2 A and AA, and axe's best practices (landmarks, headings …). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe-core itself, to evaluate in the page before `runAxe`. */
export const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * In the page: waits for every animation that ends (a fade-in still running would be measured
 * half-transparent), so the scan sees the page as it settles.
 */
export function settleAnimations(): Promise<unknown> {
  return Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
}

/** In the page, after `axeSource`: runs axe with `tags` and answers one line per violation ("rule: help (targets)"). */
export function runAxe(tags: string[]): Promise<string[]> {
  interface AxeResults {
    violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
  }
  const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
  return axe
    .run(document, { runOnly: { type: "tag", values: tags }, iframes: false, resultTypes: ["violations"] })
    .then((results) => results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`));
}
