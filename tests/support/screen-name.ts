import { PATH } from "./paths.ts";

/** The baseline's name for a page: its path, "home" for the root (both engines' screenshot suites). */
export const screenName = (path: string) => (path === PATH.home ? "home" : path.slice(1).replace(/[^a-z0-9-]+/gi, "-"));
