/**
 * The screenshot suite's site: the fixture content (tests/fixtures/content, named by CONTENT_DIR) built into a folder
 * of its own (BUILD_DIR, under node_modules/.cache; VISUAL_BUILD_NAME names it, `visual` unless set), so the site's
 * build/ is never replaced and the screenshots never depend on the owner's content/.
 *
 * `npm run test:visual` builds it first (tests/visual/run.ts), unless VISUAL_SITE_BUILT=1 says it is built already:
 * `npm test` builds it in its build stage (`npm run build:visual`, tests/visual/build-site.ts), one build after the
 * other, as two builds at once collide in React Router's generated types (.react-router/types), and then runs the
 * screenshots' two engines beside the other browser suites.
 */
import { spawnSync } from "node:child_process";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT, fixtureBuildDir, fixtureBuildPath } from "../support/content-root.ts";

const name = process.env.VISUAL_BUILD_NAME || "visual";

/** Whether the fixture site is built already (VISUAL_SITE_BUILT=1): then it is only read, never built or removed. */
export const visualSiteBuilt = process.env.VISUAL_SITE_BUILT === "1";

/** The fixture site's build folder, as it is. */
export const visualBuildDir = (): string => fixtureBuildPath(name);

/** The build's settings: the fixture content, into the suite's own folder. */
export const visualBuildEnv = (): NodeJS.ProcessEnv => ({ ...process.env, CONTENT_DIR: FIXTURE_CONTENT_DIR, BUILD_DIR: visualBuildDir() });

/** Builds the fixture site into an emptied folder; whether it built. */
export function buildVisualSite(): boolean {
  const buildDir = fixtureBuildDir(name);
  console.log(`\n$ CONTENT_DIR=${FIXTURE_CONTENT_DIR} BUILD_DIR=${buildDir} npm run build`);
  const started = performance.now();
  const build = spawnSync("npm", ["run", "build"], { cwd: PROJECT_ROOT, stdio: "inherit", env: visualBuildEnv() });
  if (build.status !== 0) {
    console.error("\nvisual: the fixture site didn't build.");
    return false;
  }
  console.log(`\nvisual: the fixture site built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
