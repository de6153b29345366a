/**
 * `npm run test:content`: everything a change to the owner's content (content/*.yaml and content/photos) can turn
 * red, and nothing else, in minutes: the content check, the build, the HTML check, and the browser tests whose
 * expectations are the content (playwright.content.config.ts: every page's layout rules at 320 to 1280 px, axe and
 * the whole visit at a phone's and a computer's width, and the prices, questions, reviews and
 * booking options at the phone's width).
 *
 * It checks the content CONTENT_DIR names (content/ unless set), built into BUILD_DIR (build/ unless set;
 * scripts/build/site-folders.ts), so `npm run test:owner-edits` runs it on an edited copy. The GitHub check runs it
 * alone on a push that changed only content (.github/workflows/check.yml). Each step's time is printed.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDirSetting, contentDirSetting } from "../build/site-folders.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const STEPS: { name: string; command: string; args: string[] }[] = [
  { name: "content check", command: "npx", args: ["tsx", "scripts/tools/check-content.ts"] },
  { name: "build", command: "npm", args: ["run", "build"] },
  { name: "HTML check", command: "npm", args: ["run", "check:html"] },
  { name: "browser tests of the content", command: "npx", args: ["playwright", "test", "-c", "playwright.content.config.ts", ...process.argv.slice(2)] },
];

console.log(`test:content: ${contentDirSetting()} (built into ${buildDirSetting()})`);
for (const step of STEPS) {
  console.log(`\n$ ${[step.command, ...step.args].join(" ")}`);
  const stepStarted = performance.now();
  const result = spawnSync(step.command, step.args, { cwd: root, stdio: "inherit", env: { ...process.env, CI: process.env.CI ?? "true" } });
  if (result.status !== 0) {
    console.error(`\ntest:content: the ${step.name} failed (after ${seconds(stepStarted)}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`test:content: ${step.name} passed in ${seconds(stepStarted)}`);
}
console.log(`\ntest:content: every check of the content passed in ${seconds(started)}.`);
