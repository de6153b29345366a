import { createContext, useContext } from "react";

/**
 * The page's own address, for the widgets that read or keep the visitor's choice in its query string (the
 * booking form, the postcode check, the calendar, the contact page). The site's pages run no client-side
 * router (their widgets start as islands: src/islands/), so on the site this is the browser's own location, which
 * the island script gives its roots (start-islands.tsx). Anywhere else (the prerender, the editor's preview, a unit
 * test) a widget sees a page with no query that writes nothing, so a page drawn in the editor never rewrites the
 * editor's address.
 */
export interface PageAddress {
  /** The query string as it is now ("" in the prerender). Read in effects and handlers, never to render. */
  search: () => string;
  /** Replaces the query string, in place: no new history entry, no scroll. */
  replaceSearch: (search: string) => void;
}

/** The browser's location: what an island on the site reads and writes. */
export const BROWSER_ADDRESS: PageAddress = {
  search: () => (typeof window === "undefined" ? "" : window.location.search),
  replaceSearch: (search) => window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}${window.location.hash}`),
};

/** A page that is not at an address of its own: no query, and nothing written. */
const NO_ADDRESS: PageAddress = { search: () => "", replaceSearch: () => {} };

export const PageAddressContext = createContext<PageAddress>(NO_ADDRESS);

export const usePageAddress = (): PageAddress => useContext(PageAddressContext);
