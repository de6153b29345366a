import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_SEGMENT, sitePaths } from "./src/lib/site-paths.ts";
import { readFounder } from "./src/content/node/read-content.ts";
import { finishStaticSite } from "./scripts/build/finish-static-site.ts";
import { buildDirSetting } from "./scripts/build/site-folders.ts";

const root = path.dirname(fileURLToPath(import.meta.url));

export default {
  appDirectory: "src",
  ssr: false,
  // `build` unless BUILD_DIR names another folder (a fixture build beside the site's own: scripts/build/site-folders.ts).
  buildDirectory: buildDirSetting(),
  // Every page of the route table, and the home page at /404, which the build's last step turns into 404.html.
  prerender: [...sitePaths(readFounder().slug).map((page) => page.path), `/${NOT_FOUND_SEGMENT}`],
  // After the prerender: 404.html, the vCard, the sitemap and the security headers (scripts/build/finish-static-site.ts).
  buildEnd: ({ reactRouterConfig }) => finishStaticSite(path.join(reactRouterConfig.buildDirectory, "client"), root),
} satisfies Config;
