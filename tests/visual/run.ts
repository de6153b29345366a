/**
 * `npm run test:visual`: the screenshot suite (issue 20). Builds the site from the fixture content
 * (tests/fixtures/content, named by CONTENT_DIR) into a build folder of its own (BUILD_DIR, under node_modules/.cache), so the site's build/ is never replaced, then runs the Playwright suite of playwright.visual.config.ts
 * against that build. The screenshots never depend on the owner's content/: an edit of the owner's changes nothing here.
 *
 * Arguments go on to `playwright test`: `npm run test:visual:update` passes --update-snapshots to accept an intended
 * change, and e.g. `npm run test:visual -- --project=phone-390 -g pricing` runs part of it. VISUAL_KEEP=1 keeps the
 * fixture build; VISUAL_PORT sets the server's port (4337).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT, fixtureBuildDir } from "../support/content-root.ts";

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

const buildDir = fixtureBuildDir("visual");
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

const args = ["playwright", "test", "--config", "playwright.visual.config.ts", ...process.argv.slice(2)];
console.log(`\n$ npx ${args.join(" ")}`);
const suite = spawnSync("npx", args, { cwd: root, stdio: "inherit", env: { ...env, VISUAL_BUILD_DIR: buildDir } });
removeBuild(buildDir);
if (suite.status !== 0) {
  const diffs = diffImages();
  console.error(
    `\nvisual: screenshots differ from tests/visual/baselines (or a step failed). Expected, actual and diff images are in ${path.relative(root, RESULTS)}/`,
  );
  for (const diff of diffs) console.error(`  ${diff}`);
  console.error("If the change is intended, accept it with `npm run test:visual:update` and commit the new baselines.");
  process.exit(suite.status ?? 1);
}
