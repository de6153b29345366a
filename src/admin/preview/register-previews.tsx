/**
 * The editor's preview pane: for each content file, its page drawn by the site's own components
 * (PagePreview) with the values being edited, and the checks above it. Decap CMS draws the pane with
 * its own copy of React (18); the site's components need the site's (19), so Decap's template is a
 * small class (Decap's `createClass`) that holds a root of the site's React and renders into it.
 */
import { createRoot, type Root } from "react-dom/client";
import type { ContentName } from "../../content/names.ts";
import { checkEdit } from "../editor-checks.ts";
import { showContent, watchContent } from "./live-content.ts";
import { PagePreview } from "./PagePreview.tsx";
import { previewPage } from "./preview-pages.ts";

/** What Decap hands a preview template: the entry being edited (an Immutable.js map). */
interface DecapPreviewProps {
  entry: { get(key: "collection"): string; getIn(path: string[]): { toJS(): unknown } | undefined };
}

interface TemplateInstance {
  props: DecapPreviewProps;
  container?: HTMLDivElement | null;
  root?: Root;
  timer?: number;
  version: number;
  show(): void;
}

/** Decap's globals for templates: its React's createElement and create-react-class. */
interface DecapGlobals {
  h(type: string, props: Record<string, unknown>): unknown;
  createClass(spec: ThisType<TemplateInstance> & Record<string, unknown>): unknown;
}

/** A typing pause before the page is checked and drawn again. */
const SETTLE_MS = 120;

let founderSlug = "";
watchContent((content) => {
  founderSlug = content.founder?.slug ?? founderSlug;
});

/**
 * Decap's preview template, for every content file: the file is the entry's (Decap keeps the template
 * mounted when the owner moves from one file to another, handing it the new entry).
 */
export function previewTemplate(): unknown {
  const { h, createClass } = window as unknown as DecapGlobals;
  return createClass({
    version: 0,
    componentDidMount(this: TemplateInstance) {
      // A half-typed value can stop a component (PagePreview's boundary then says so): not the editor's error.
      if (this.container) this.root = createRoot(this.container, { onCaughtError: (error) => console.info("preview:", error) });
      this.show();
    },
    componentDidUpdate(this: TemplateInstance) {
      window.clearTimeout(this.timer);
      this.timer = window.setTimeout(() => this.show(), SETTLE_MS);
    },
    componentWillUnmount(this: TemplateInstance) {
      window.clearTimeout(this.timer);
      this.root?.unmount();
    },
    show(this: TemplateInstance) {
      const name = this.props.entry.get("collection") as ContentName;
      const values = this.props.entry.getIn(["data"])?.toJS() ?? {};
      const { content, problems, placeholders } = checkEdit(name, values);
      showContent(content);
      this.version += 1;
      this.root?.render(<PagePreview page={previewPage(name, founderSlug)} problems={problems} placeholders={placeholders} version={this.version} />);
    },
    render(this: TemplateInstance) {
      return h("div", { ref: (element: HTMLDivElement | null) => (this.container = element) });
    },
  });
}
