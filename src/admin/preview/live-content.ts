/**
 * The content the editor's preview shows. In the editor's bundle every `virtual:content/…` module is
 * a live binding onto this store (scripts/build/admin/live-content-plugin.ts), so the site's own
 * components, which import their content, render the owner's values as they type.
 */
import type { LoadedContent } from "../../content/content-types.ts";
import baseline from "virtual:editor/baseline";

type Listener = (content: LoadedContent) => void;

const listeners: Listener[] = [];
let content: LoadedContent = baseline.content;

/** Calls `listener` now and on every change (each content module keeps its binding up to date this way). */
export function watchContent(listener: Listener): void {
  listeners.push(listener);
  listener(content);
}

/** Shows these files' values from now on; the files not named keep theirs. */
export function showContent(next: LoadedContent): void {
  content = { ...content, ...next };
  for (const listener of listeners) listener(content);
}
