import { createContext, useContext, type ReactNode } from "react";
import { ISLAND_ATTRIBUTE } from "../../lib/page-script/data-attributes";

/**
 * How the prerender renders an island as a root of its own (entry.server.tsx gives react-dom/server's
 * renderToString): the markup hydrateRoot expects of that root, useId values included, since React derives
 * them from a component's place in its root. None in the browser (the editor's preview draws the page whole).
 */
export const IslandRenderer = createContext<((widget: ReactNode, identifierPrefix: string) => string) | null>(null);

/** The useId prefix of an island's root, the same in the prerender and in hydrateRoot, so no two roots share an id. */
export const islandIdPrefix = (name: string) => `${name}-`;

/**
 * A widget's own root (an island, as Astro's React islands are): prerendered as a separate React root into
 * this element, and hydrated alone by its page's island script (src/islands/start-islands.tsx), with no router
 * and nothing of the page around it. The element takes no room of its own (global.css: display: contents).
 */
export function Island({ name, children }: { name: string; children: ReactNode }) {
  const render = useContext(IslandRenderer);
  const handle = { [ISLAND_ATTRIBUTE]: name };
  if (render) return <div {...handle} dangerouslySetInnerHTML={{ __html: render(children, islandIdPrefix(name)) }} />;
  return <div {...handle}>{children}</div>;
}
