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
 * A page's island, declared once: the default export of `src/islands/<name>.tsx`. Its route renders it
 * (`<Island of={…} />`) and the build makes that file its script (scripts/build/islands.ts), so the two are tied by
 * the import, never by a name typed twice.
 */
export interface PageIsland {
  /** Its file's name in src/islands/ (the build checks they agree): the page's `data-island`, and the useId prefix. */
  name: string;
  /** The page's widgets, composed: what the prerender renders and the island script hydrates. */
  widgets: ReactNode;
  /** Run first when the island script starts, before hydrating: code the island wants at once (/book: the toast's). */
  prefetch?: () => void;
}

/**
 * A widget's own root (an island, as Astro's React islands are): prerendered as a separate React root into
 * this element, and hydrated alone by its page's island script (src/islands/start-islands.tsx), with no router
 * and nothing of the page around it. The element takes no room of its own (global.css: display: contents).
 */
export function Island({ of }: { of: PageIsland }) {
  const render = useContext(IslandRenderer);
  const handle = { [ISLAND_ATTRIBUTE]: of.name };
  if (render) return <div {...handle} dangerouslySetInnerHTML={{ __html: render(of.widgets, islandIdPrefix(of.name)) }} />;
  return <div {...handle}>{of.widgets}</div>;
}
