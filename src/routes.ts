import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { readFounder } from "./content/node/read-content.ts";
import { sitePaths } from "./lib/site-paths.ts";

/** The pages of the route table (src/lib/site-paths.ts); the founder card's address comes from content (docs/decisions.md 2). */
export default [
  ...sitePaths(readFounder().slug).map(({ path, file }) => (path === "/" ? index(file) : route(path.slice(1), file))),
  // Unknown paths show the home page, marked noindex (docs/decisions.md 3).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
