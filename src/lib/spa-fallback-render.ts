import { createContext } from "react";

/**
 * True while the build renders React Router's SPA fallback (src/entry.server.tsx provides it from
 * `EntryContext.isSpaMode`); false for every page, and in the browser.
 */
export const SpaFallbackRender = createContext(false);
