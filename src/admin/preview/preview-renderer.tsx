/**
 * The editor's preview pane, drawn: the file's page by the site's own components (PagePreview) with the
 * values being edited, and the checks above it. This is the editor's heavy part (the site's React 19, its
 * pages and stylesheet, the content check), loaded by preview-template.ts when a file is first opened or
 * while the owner looks at the list of files, never before.
 */
import { createRoot } from "react-dom/client";
import type { ContentName } from "../../content/names.ts";
import { checkEdit } from "../editor-checks.ts";
import { showContent, watchContent } from "./live-content.ts";
import { PagePreview } from "./PagePreview.tsx";
import { previewPage } from "./preview-pages.ts";

/** One preview pane: drawn again for each change, removed when Decap removes the pane. */
export interface Preview {
  show(name: ContentName, values: unknown): void;
  unmount(): void;
}

let founderSlug = "";
watchContent((content) => {
  founderSlug = content.founder?.slug ?? founderSlug;
});

/** A preview drawn into `container` (inside Decap's preview frame) with the site's React. */
export function createPreview(container: HTMLElement): Preview {
  // A half-typed value can stop a component (PagePreview's boundary then says so): not the editor's error.
  const root = createRoot(container, { onCaughtError: (error) => console.info("preview:", error) });
  let version = 0;
  return {
    show(name, values) {
      const { content, problems, placeholders } = checkEdit(name, values);
      showContent(content);
      version += 1;
      root.render(<PagePreview page={previewPage(name, founderSlug)} problems={problems} placeholders={placeholders} version={version} />);
    },
    unmount: () => root.unmount(),
  };
}
