import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandIdPrefix } from "../components/island/Island";
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from "../lib/page-script/data-attributes";
import { BROWSER_ADDRESS, PageAddressContext } from "../lib/page-address";

/** Calls `done` once it has committed: the island has been hydrated. */
function Hydrated({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Hydrates each island of the page (components/island/Island.tsx) as its own root, with the widget the
 * prerender rendered there and the browser's address to read and keep the choice in (lib/page-address.ts), and marks the page started (`html[data-hydrated]`, as tests and benchmarks wait for)
 * once every island has committed. An island the page lacks is an error: the page and its script disagree.
 */
export function startIslands(widgets: Record<string, ReactNode>): void {
  const names = Object.keys(widgets);
  let waiting = names.length;
  const done = () => {
    waiting -= 1;
    if (waiting === 0) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
  };
  for (const name of names) {
    const root = document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`);
    if (!root) throw new Error(`islands: this page has no island "${name}"`);
    const widget = (
      <PageAddressContext value={BROWSER_ADDRESS}>
        <Hydrated done={done}>{widgets[name]}</Hydrated>
      </PageAddressContext>
    );
    hydrateRoot(root, widget, { identifierPrefix: islandIdPrefix(name) });
  }
}
