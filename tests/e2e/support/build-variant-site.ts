/**
 * Writes the variant site's content and builds it (variant-site.ts says why). Run by the e2e suite's second web server
 * before it serves the build (playwright.config.ts), or before the suite by `npm test`'s build stage
 * (scripts/tools/run-checks.ts), beside the site's own build, which then tells the suite with VARIANT_SITE_BUILT=1
 * that there is nothing left to build.
 */
import { spawnSync } from "node:child_process";
import { PROJECT_ROOT } from "../../support/content-root.ts";
import { VARIANT_BUILD_DIR, VARIANT_CONTENT_DIR, VARIANT_TAGS, writeVariantContent } from "./variant-site.ts";

writeVariantContent();
const started = performance.now();
// Its output (the "before you go live" list again, …) only when it fails.
const build = spawnSync("npm", ["run", "build", "--silent"], {
  cwd: PROJECT_ROOT,
  encoding: "utf8",
  env: { ...process.env, CONTENT_DIR: VARIANT_CONTENT_DIR, BUILD_DIR: VARIANT_BUILD_DIR },
});
if (build.status !== 0) {
  console.error(`${build.stdout}${build.stderr}\nvariant site (${VARIANT_TAGS.join(", ")}) didn't build`);
  process.exit(build.status ?? 1);
}
console.log(`variant site (${VARIANT_TAGS.join(", ")}) built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
