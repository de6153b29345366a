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

import { FLOATING_BUTTON_ATTRIBUTE, STEPPED_ASIDE_ATTRIBUTE } from "../../src/lib/page-script/data-attributes.ts";

/** The rule tags every scan uses: WCAG 2.2 A and AA, and axe's best practices (landmarks, headings …). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe-core itself, to evaluate in the page before `runAxe`. */
export const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** What settlePage looks for: the floating button, and the attribute its page script sets (step-aside.ts). */
export const SETTLE = { button: `[${FLOATING_BUTTON_ATTRIBUTE}]`, steppedAside: STEPPED_ASIDE_ATTRIBUTE };

/**
 * In the page, with SETTLE: resolves once the page is as a person sees it when it stops moving, waiting on
 * the page's own state, never on a fixed time:
 * - the page script has looked at the page as it is now (it looks again on the frame after a change), and the
 *   floating button has been told what is under it where the page stands: its step-aside attribute is set, and
 *   the intersection observers have reported on the current scroll position;
 * - then every animation or transition that ends has ended (a fade still running would be measured
 *   half-transparent by axe, or as covering what it is leaving).
 * Without JavaScript the button can't step aside (it sits in the page), so only the animations are awaited.
 */
export async function settlePage({ button, steppedAside, frames = true }: { button: string; steppedAside: string; frames?: boolean }): Promise<void> {
  if (matchMedia("(scripting: enabled)").matches) {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // frames: false on a page whose clock may be stopped (the screenshot suite), which holds animation frames:
    // the observers' reports below still come.
    if (frames) await frame();
    for (let floating = document.querySelector(button); frames && floating && !floating.hasAttribute(steppedAside); floating = document.querySelector(button)) {
      await frame();
    }
    // A new observer reports in the next update of the page's intersection observations. Chromium hands an
    // update's reports to its observers in no set order, so the page's own report of that update may come after
    // this one: only once a second new observer has reported (the update after) has every report of the first
    // been delivered.
    const nextReport = () =>
      new Promise<void>((resolve) => {
        const probe = new IntersectionObserver(() => {
          probe.disconnect();
          resolve();
        });
        probe.observe(document.documentElement);
      });
    await nextReport();
    await nextReport();
  }
  // getAnimations() brings styles up to date first, so a transition the last report started is among them.
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
}

/**
 * In the page, after `axeSource`: runs axe with `tags` on the whole document, or only on the parts `within` selects
 * (the page-wide rules, landmarks and the like, then don't run), and answers one line per violation ("rule: help (targets)").
 */
export function runAxe({ tags, within }: { tags: string[]; within?: string }): Promise<string[]> {
  interface AxeResults {
    violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
  }
  const { axe } = window as unknown as { axe: { run: (context: Document | { include: string[] }, options: object) => Promise<AxeResults> } };
  // Every part drawn for the scan, as it is drawn once on screen: the editor's go-live list is content-visibility: auto,
  // and axe can't judge what that leaves undrawn off screen (a control it can't hit reads as covered:
  // dequelabs/axe-core#2768). A sheet of the scan's own, taken away after it; the page's are left alone.
  const drawAll = new CSSStyleSheet();
  drawAll.replaceSync("* { content-visibility: visible !important; }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawAll];
  return axe
    .run(within ? { include: [within] } : document, { runOnly: { type: "tag", values: tags }, iframes: false, resultTypes: ["violations"] })
    .then((results) => results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`))
    .finally(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== drawAll);
    });
}
