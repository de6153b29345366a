import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * Whether the app has started on this page: false while React renders the prerendered HTML (at the build)
 * and while it hydrates that HTML in the browser, true from the render after (and at once for a page the
 * app draws itself, on a route change). The one "has the app started" flag of the site: a component draws
 * the page's HTML-only form of a control until it is true, so its first render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
