/**
 * The e2e suite's second web server (playwright.config.ts): builds the variant site (build-variant-site.ts), unless
 * `npm test` has just built it (VARIANT_SITE_BUILT=1, scripts/tools/run-checks.ts), then serves that build as the
 * site's own is served (scripts/tools/serve.ts).
 */
import { VARIANT_BUILD_DIR } from "./variant-site.ts";

if (process.env.VARIANT_SITE_BUILT !== "1") await import("./build-variant-site.ts");
process.env.BUILD_DIR = VARIANT_BUILD_DIR;
await import("../../../scripts/tools/serve.ts");
