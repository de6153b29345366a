/**
 * The loader of a page's island script (issue 24, item 3): every control of a prerendered page works from its HTML,
 * so the island script (src/islands/) only adds the finer behaviour, and its modules must not share a slow phone's
 * connection with what the visitor sees first. The build (scripts/build/islands.ts) writes this module, bundled by
 * the page-script pipeline, into each page with an island as an inline module script, whose `data-island-script`
 * attribute names the island's entry and the modules the entry imports. Once the page has painted (the browser's
 * first-contentful-paint entry, or a frame after `load` where paint timing isn't available), it asks for all of
 * them at once (a round trip less on a slow phone than the entry's own imports would take); the entry starts the
 * island as it runs.
 */
import { ISLAND_SCRIPT_ATTRIBUTE } from "../../lib/page-script/data-attributes";

let started = false;

function start() {
  if (started) return;
  started = true;
  // The loader's own element names the modules, the entry last: `data-island-script="/assets/a.js /assets/b.js …"`.
  const modules = document.querySelector(`script[${ISLAND_SCRIPT_ATTRIBUTE}]`)!.getAttribute(ISLAND_SCRIPT_ATTRIBUTE)!;
  for (const file of modules.split(" ")) void import(/* @vite-ignore */ file);
}

try {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
} catch {
  // No paint timing in this browser: the frame after load, below, starts the island.
}
// After load, one frame more, so the page has painted even where paint timing is missing.
const afterFrame = () => requestAnimationFrame(() => setTimeout(start));
if (document.readyState === "complete") afterFrame();
else addEventListener("load", afterFrame, { once: true });
