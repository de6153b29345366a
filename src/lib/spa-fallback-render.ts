import { createContext } from "react";

/**
 * True while the build renders React Router's SPA fallback (src/entry.server.tsx sets it from
 * `EntryContext.isSpaMode`); false for every page, and in the browser.
 */
const context = createContext(false);

export const SpaFallbackRender = context.Provider;
export const spaFallbackRenderContext = context;
