/**
 * `npm run test:visual`: the screenshot suite (issue 20). Builds the site from the fixture content
 * (tests/fixtures/content, named by CONTENT_DIR) into a build folder of its own (BUILD_DIR, under node_modules/.cache), so the site's build/ is never replaced, then runs against that build:
 * - the Playwright suite of playwright.visual.config.ts (Chromium: every page and state at four widths);
 * - the WebKit suite of tests/visual/webkit (WebKitGTK over WebDriver: every page at the phone's width).
 * The screenshots never depend on the owner's content/: an edit of the owner's changes nothing here.
 *
 * Arguments go on to `playwright test`: `npm run test:visual:update` passes --update-snapshots to accept an intended
 * change (in WebKit too: VISUAL_UPDATE=1 writes a missing or differing baseline), and e.g. `npm run test:visual --
 * --project=phone-390 -g pricing` runs part of it. VISUAL_ENGINE=chromium or webkit runs one engine's half only.
 * VISUAL_KEEP=1 keeps the fixture build; VISUAL_BUILD_NAME names its folder (visual); VISUAL_PORT sets the server's
 * port (4337), and the WebKit half's ports are VISUAL_PORT + 50 and the two after it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT, fixtureBuildDir } from "../support/content-root.ts";
import { PORTS } from "../../scripts/tools/browsers.ts";

const root = PROJECT_ROOT;
/** Where a failed run leaves the expected, actual and diff images (playwright.visual.config.ts's outputDir). */
const RESULTS = path.join(root, "test-results/visual");

function removeBuild(buildDir: string): void {
  if (process.env.VISUAL_KEEP) console.log(`\nvisual: the fixture build is kept at ${buildDir}`);
  else fs.rmSync(buildDir, { recursive: true, force: true });
}

/** The diff images a failed run left, relative to the project. */
function diffImages(): string[] {
  if (!fs.existsSync(RESULTS)) return [];
  return (fs.readdirSync(RESULTS, { recursive: true }) as string[])
    .filter((file) => file.endsWith("-diff.png"))
    .map((file) => path.relative(root, path.join(RESULTS, file)));
}

const buildDir = fixtureBuildDir(process.env.VISUAL_BUILD_NAME || "visual");
const env = { ...process.env, CONTENT_DIR: FIXTURE_CONTENT_DIR, BUILD_DIR: buildDir };
console.log(`\n$ CONTENT_DIR=${FIXTURE_CONTENT_DIR} BUILD_DIR=${buildDir} npm run build`);
const started = performance.now();
const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env });
if (build.status !== 0) {
  console.error("\nvisual: the fixture site didn't build.");
  removeBuild(buildDir);
  process.exit(build.status ?? 1);
}
console.log(`\nvisual: the fixture site built in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// Both halves unless VISUAL_ENGINE names one. (WebKit's was out of npm test while it caught text black at random: a
// colour transition global.css started under reduced motion, now gone; docs/engines.md, "Screenshots in WebKit".)
const engines = process.env.VISUAL_ENGINE ? [process.env.VISUAL_ENGINE] : ["chromium", "webkit"];
const passed: boolean[] = [];

if (engines.includes("chromium")) {
  const args = ["playwright", "test", "--config", "playwright.visual.config.ts", ...process.argv.slice(2)];
  console.log(`\n$ npx ${args.join(" ")}`);
  passed.push(spawnSync("npx", args, { cwd: root, stdio: "inherit", env: { ...env, VISUAL_BUILD_DIR: buildDir } }).status === 0);
}

if (engines.includes("webkit")) {
  const ensure = spawnSync(process.execPath, ["--import", "tsx", "scripts/tools/ensure-browsers.ts", "webkit"], { cwd: root, stdio: "inherit" });
  fs.rmSync(path.join(RESULTS, "webkit"), { recursive: true, force: true });
  const args = ["vitest", "run", "-c", "tests/visual/webkit/vitest.config.ts"];
  console.log(`\n$ npx ${args.join(" ")}`);
  const webkitEnv = {
    ...env,
    // Its own ports (the build's server, WebKitWebDriver, the site proxy: tests/support/webkit/ports.ts),
    // clear of the Chromium half's and of the WebKit journeys' (E2E_PORT + 30), which npm test runs beside this.
    E2E_PORT: String(PORTS.visual + 50),
    // WebKitWebDriver passes its environment on to the browser: DejaVu only, as the Chromium half (fonts.conf).
    FONTCONFIG_FILE: path.join(root, "tests/visual/fonts.conf"),
    XDG_CACHE_HOME: os.tmpdir(),
    VISUAL_UPDATE: process.argv.slice(2).some((arg) => arg.startsWith("--update-snapshots")) ? "1" : "",
  };
  passed.push(ensure.status === 0 && spawnSync("npx", args, { cwd: root, stdio: "inherit", env: webkitEnv }).status === 0);
}

removeBuild(buildDir);
if (passed.includes(false)) {
  const diffs = diffImages();
  console.error(
    `\nvisual: screenshots differ from tests/visual/baselines (or a step failed). Expected, actual and diff images are in ${path.relative(root, RESULTS)}/`,
  );
  for (const diff of diffs) console.error(`  ${diff}`);
  console.error("If the change is intended, accept it with `npm run test:visual:update` and commit the new baselines.");
  process.exit(1);
}
