/**
 * Decap's preview template, for every content file. Decap draws its pane with its own copy of React (18);
 * the site's components need the site's (19), so the template is a small class (Decap's `createClass`)
 * whose only child is an empty `<div>`, into which the preview (preview-renderer.tsx) draws with the
 * site's React. The preview's code is the editor's heavy part: it is fetched when a pane first opens, or
 * earlier by `warmPreview` once the owner is looking at the list of files, never before Decap's own start.
 */
import type { ContentName } from "../../content/names.ts";
import type { Preview } from "./preview-renderer.tsx";

/** What Decap hands a preview template: the entry being edited (an Immutable.js map). */
interface DecapPreviewProps {
  entry: { get(key: "collection"): string; getIn(path: string[]): { toJS(): unknown } | undefined };
}

interface TemplateInstance {
  props: DecapPreviewProps;
  container?: HTMLDivElement | null;
  preview?: Preview;
  removed?: boolean;
  timer?: number;
  show(): void;
}

/** Decap's globals for templates: its React's createElement and create-react-class. */
interface DecapGlobals {
  h(type: string, props: Record<string, unknown>): unknown;
  createClass(spec: ThisType<TemplateInstance> & Record<string, unknown>): unknown;
}

/** A typing pause before the page is checked and drawn again. */
const SETTLE_MS = 120;

/** What the pane says while the preview's code arrives (seconds on a phone's first visit), and when it can't be fetched (the connection dropped, or a new editor was published). */
export const PREVIEW_STATES = {
  loading: "Loading the preview of this page…",
  failed: "The preview couldn't load. Your changes are safe: reload the page to see it.",
} as const;

/** Puts one of the pane's own messages in its place, busy while it loads. */
function say(container: HTMLElement, state: keyof typeof PREVIEW_STATES): void {
  const message = document.createElement("p");
  message.className = "editor-preview-message";
  message.textContent = PREVIEW_STATES[state];
  container.replaceChildren(message);
  container.setAttribute("aria-busy", String(state === "loading"));
}

let loading: Promise<typeof import("./preview-renderer.tsx")> | undefined;
/** The preview's code, fetched once (a failed fetch is tried again at the next pane). */
function loadPreview(): Promise<typeof import("./preview-renderer.tsx")> {
  loading ??= import("./preview-renderer.tsx").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Fetches and starts the preview's code ahead of the first pane (the owner is looking at the list of files). */
export function warmPreview(): void {
  loadPreview().catch(() => {
    // The pane tries again, and says so if it can't.
  });
}

/** The template Decap gets for every content file (it keeps it mounted from one file to the next, handing it the new entry). */
export function previewTemplate(): unknown {
  const { h, createClass } = window as unknown as DecapGlobals;
  return createClass({
    componentDidMount(this: TemplateInstance) {
      if (this.container) say(this.container, "loading");
      loadPreview().then(
        ({ createPreview }) => {
          if (this.removed || !this.container) return;
          this.container.replaceChildren();
          this.container.removeAttribute("aria-busy");
          this.preview = createPreview(this.container);
          this.show();
        },
        (error: unknown) => {
          console.info("preview:", error);
          if (this.container && !this.removed) say(this.container, "failed");
        },
      );
    },
    componentDidUpdate(this: TemplateInstance) {
      window.clearTimeout(this.timer);
      this.timer = window.setTimeout(() => this.show(), SETTLE_MS);
    },
    componentWillUnmount(this: TemplateInstance) {
      this.removed = true;
      window.clearTimeout(this.timer);
      this.preview?.unmount();
    },
    show(this: TemplateInstance) {
      const name = this.props.entry.get("collection") as ContentName;
      this.preview?.show(name, this.props.entry.getIn(["data"])?.toJS() ?? {});
    },
    render(this: TemplateInstance) {
      return h("div", { ref: (element: HTMLDivElement | null) => (this.container = element) });
    },
  });
}
