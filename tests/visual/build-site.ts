/**
 * `npm run build:visual`: builds the screenshot suite's fixture site and keeps it, for `npm run test:visual` with
 * VISUAL_SITE_BUILT=1 (`npm test` runs it in its build stage: tests/visual/visual-site.ts says why).
 */
import { buildVisualSite } from "./visual-site.ts";

process.exitCode = buildVisualSite() ? 0 : 1;
