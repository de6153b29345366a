/**
 * The content an island's widgets read, as the page carries it (issue 56): the islands' build (scripts/build/islands.ts)
 * serves each `virtual:content/<name>/<part>` module as a read from the page's data block instead of a copy inside the
 * script, so a page's script is the same bytes whatever the owner writes, and its byte budget holds the code alone. The
 * prerender rendered the widgets from the same content, so hydration sees what the HTML shows.
 */

/** The id of the page's data block (`<script type="application/json">`): the content parts its islands read, by module id. */
export const ISLAND_CONTENT_ID = "island-content";

let parts: Record<string, unknown> | undefined;

/** One content part, by its module id (`virtual:content/booking/toasts`), from the page's data block. */
export function pageContent(id: string): unknown {
  if (!parts) {
    const block = document.getElementById(ISLAND_CONTENT_ID);
    if (!block?.textContent) throw new Error(`islands: this page carries no #${ISLAND_CONTENT_ID} for its widgets`);
    parts = JSON.parse(block.textContent) as Record<string, unknown>;
  }
  return parts[id];
}
