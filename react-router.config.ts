import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_SEGMENT, sitePaths } from "./src/lib/site-paths.ts";
import { readFounder } from "./src/content/read-content.ts";

/** The path prerendered for 404.html; scripts/postbuild.ts moves it into place. */
export const NOT_FOUND_PRERENDER_PATH = `/${NOT_FOUND_SEGMENT}`;

export default {
  appDirectory: "src",
  ssr: false,
  prerender: [...sitePaths(readFounder().slug).map((page) => page.path), NOT_FOUND_PRERENDER_PATH],
} satisfies Config;
