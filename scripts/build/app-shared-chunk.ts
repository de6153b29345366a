/**
 * The `app-shared` chunk: the site's own modules every page with the app loads, as one file rather than about
 * a dozen small ones, each a request and a file's overhead (bench:size: 1.0 KB less on /book). The list is
 * written by hand (`vite.config.ts`), because what belongs in it is a trade measured page by page: the hand-off
 * stays out (/book shows it only for a custom quote or a postcode we may not cover), and Rolldown, left to the
 * module graph, put it in (tried in issue 34: /book then loaded it up front, 0.9 KB).
 *
 * So that a moved or renamed file can't silently leave the group, the build checks every pattern captured a
 * module, and stops naming the ones that captured none.
 */
import type { Plugin } from "vite";

export function appSharedChunk(patterns: RegExp[]) {
  const matched = new Set<RegExp>();
  /** The group's test: records which patterns capture a module. */
  const test = (id: string): boolean => {
    const pattern = patterns.find((candidate) => candidate.test(id));
    if (pattern) matched.add(pattern);
    return pattern !== undefined;
  };
  /** Stops the client build when a pattern captured nothing (the SSR build splits no chunks). */
  const plugin: Plugin = {
    name: "app-shared-check",
    apply: "build",
    generateBundle() {
      if (this.environment.name !== "client") return;
      const missing = patterns.filter((pattern) => !matched.has(pattern));
      if (missing.length)
        this.error(
          `app-shared chunk: no module matches ${missing.map(String).join(", ")} (vite.config.ts APP_SHARED): a file moved or was renamed; update the list.`,
        );
    },
  };
  return { test, plugin };
}
