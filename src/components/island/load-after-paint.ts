/**
 * The loader of a page's island script (issue 24, item 3): every control of a prerendered page works from its HTML,
 * so the island script (src/islands/) only adds the finer behaviour, and its modules must not share a slow phone's
 * connection with what the visitor sees first. The build (scripts/build/islands.ts) writes this module, bundled by
 * the page-script pipeline, into each page with an island as an inline module script, whose `data-island-script`
 * attribute names the island's modules, each after those it imports, the entry last. Once the page has painted (the
 * browser's first-contentful-paint entry, or a frame after `load` where paint timing isn't available), it fetches all
 * of them at once (modulepreload: a round trip less on a slow phone than the entry's own imports would take), then
 * runs them one at a time, a task each with a yield between (issue 58): run as one graph, React and the app's
 * modules took one task of 100–560 ms on a 4× slower phone, and a tap that landed in it waited for all of it. The
 * entry starts the island as it runs.
 */
import { ISLAND_SCRIPT_ATTRIBUTE } from "../../lib/page-script/data-attributes";

let started = false;

/** A new task, so that input waiting since the last one is answered first. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function runInTurn(files: string[]) {
  for (const file of files) {
    await import(/* @vite-ignore */ file);
    await nextTask();
  }
}

function start() {
  if (started) return;
  started = true;
  // The loader's own element names the modules, each after its imports: `data-island-script="/assets/a.js /assets/b.js …"`.
  const files = document.querySelector(`script[${ISLAND_SCRIPT_ATTRIBUTE}]`)!.getAttribute(ISLAND_SCRIPT_ATTRIBUTE)!.split(" ");
  for (const file of files) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: file }));
  void runInTurn(files);
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
