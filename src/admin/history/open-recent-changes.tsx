/** Recent changes drawn into the page's pane (start.ts opens it at `?changes`, through the file editor's entry). */
import { createRoot } from "react-dom/client";
import type { EditorMode, EditorSettings } from "../editor-settings.ts";
import { RecentChanges } from "./RecentChanges.tsx";

export function openRecentChanges(pane: HTMLElement, options: { mode: EditorMode; settings: EditorSettings }): void {
  pane.replaceChildren();
  pane.removeAttribute("aria-busy");
  createRoot(pane).render(<RecentChanges {...options} />);
}
