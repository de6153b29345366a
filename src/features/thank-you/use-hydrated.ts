import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * false in the prerendered HTML and while it hydrates, true once React runs in the browser, so a
 * control that needs JavaScript is only offered when it can work. Matches the server on hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
