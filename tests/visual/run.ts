/**
 * `npm run test:visual`: the screenshot suite (issue 20). Copies the project to a scratch folder, puts the fixture
 * content (tests/fixtures/content) in place of its content/, builds it there, then runs the Playwright suite of
 * playwright.visual.config.ts against that build. The screenshots never depend on the owner's content/: an edit of
 * the owner's changes nothing here.
 *
 * Arguments go on to `playwright test`: `npm run test:visual:update` passes --update-snapshots to accept an intended
 * change, and e.g. `npm run test:visual -- --project=phone-390 -g pricing` runs part of it. VISUAL_KEEP=1 keeps the
 * scratch folder; VISUAL_PORT sets the server's port (4337).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT, copyProject } from "../support/scratch-project.ts";

const root = PROJECT_ROOT;
const FIXTURE_CONTENT = path.join(root, "tests/fixtures/content");
/** Where a failed run leaves the expected, actual and diff images (playwright.visual.config.ts's outputDir). */
const RESULTS = path.join(root, "test-results/visual");

/** The scratch copy's content (its *.yaml and its photos/) becomes the fixture content, file for file. */
function useFixtureContent(scratch: string): void {
  const contentDir = path.join(scratch, "content");
  fs.rmSync(contentDir, { recursive: true, force: true });
  fs.cpSync(FIXTURE_CONTENT, contentDir, {
    recursive: true,
    filter: (source) => source === FIXTURE_CONTENT || fs.statSync(source).isDirectory() || /\.(?:yaml|jpe?g|png|webp)$/i.test(source),
  });
}

function removeScratch(scratch: string): void {
  if (process.env.VISUAL_KEEP) console.log(`\nvisual: the fixture build is kept at ${scratch}`);
  else fs.rmSync(scratch, { recursive: true, force: true });
}

/** The diff images a failed run left, relative to the project. */
function diffImages(): string[] {
  if (!fs.existsSync(RESULTS)) return [];
  return (fs.readdirSync(RESULTS, { recursive: true }) as string[])
    .filter((file) => file.endsWith("-diff.png"))
    .map((file) => path.relative(root, path.join(RESULTS, file)));
}

const scratch = copyProject("visual-");
useFixtureContent(scratch);
console.log(`\n$ npm run build   (the fixture content, in ${scratch})`);
const build = spawnSync("npm", ["run", "build"], { cwd: scratch, stdio: "inherit" });
if (build.status !== 0) {
  console.error("\nvisual: the fixture site didn't build.");
  removeScratch(scratch);
  process.exit(build.status ?? 1);
}

const args = ["playwright", "test", "--config", "playwright.visual.config.ts", ...process.argv.slice(2)];
console.log(`\n$ npx ${args.join(" ")}`);
const suite = spawnSync("npx", args, { cwd: root, stdio: "inherit", env: { ...process.env, VISUAL_SITE_DIR: scratch } });
removeScratch(scratch);
if (suite.status !== 0) {
  const diffs = diffImages();
  console.error(
    `\nvisual: screenshots differ from tests/visual/baselines (or a step failed). Expected, actual and diff images are in ${path.relative(root, RESULTS)}/`,
  );
  for (const diff of diffs) console.error(`  ${diff}`);
  console.error("If the change is intended, accept it with `npm run test:visual:update` and commit the new baselines.");
  process.exit(suite.status ?? 1);
}
