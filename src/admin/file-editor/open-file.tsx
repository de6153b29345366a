/**
 * The file editor's entry (loaded by src/admin/start.ts when a file opens, or at idle once the list shows): draws
 * one content file's form, its checks and its page's preview into the page's file pane, or the service area's
 * screen; on the list, online, where the last save stands (follow-on-list.tsx); and Recent changes (history/), in the
 * same pane.
 */
import { createRoot } from "react-dom/client";
import type { OpenFileOptions } from "../editor-settings.ts";
import { ServiceArea } from "../service-area/ServiceArea.tsx";
import { FileEditor } from "./FileEditor.tsx";
import { stoppedThePage } from "../preview/PagePreview.tsx";

export { prepareChecks } from "../checks/editor-checks.ts";
export { followOnList } from "../follow/follow-on-list.tsx";
export { openRecentChanges } from "../history/open-recent-changes.tsx";

export function openFile(pane: HTMLElement, options: OpenFileOptions): void {
  pane.replaceChildren();
  pane.removeAttribute("aria-busy");
  // A half-typed value can stop the preview's page (its boundary says so): not the editor's error. Any other error
  // React recovered from is reported as React does by default.
  createRoot(pane, {
    onCaughtError: (error) => console.info("preview:", error),
    onRecoverableError: (error) => (stoppedThePage((error as Error).cause) ? console.info("preview, drawn again:", error) : reportError(error)),
  }).render(<FileEditor {...options} />);
}

/** The service area's screen: the covered postcodes, by district (service-area/). */
export function openServiceArea(pane: HTMLElement, options: Omit<OpenFileOptions, "name">): void {
  pane.replaceChildren();
  pane.removeAttribute("aria-busy");
  createRoot(pane).render(<ServiceArea {...options} />);
}
