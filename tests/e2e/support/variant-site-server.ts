/**
 * The e2e suite's second web server (playwright.config.ts): writes the variant site's content, builds it
 * (variant-site.ts says why), then serves that build as the site's own is served (scripts/tools/serve.ts).
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
process.env.BUILD_DIR = VARIANT_BUILD_DIR;
await import("../../../scripts/tools/serve.ts");
