import { Component, useSyncExternalStore, type ContextType, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { UnbuiltPhotoError } from "../../features/home/built-photo";
import { SiteFrame } from "../../features/layout/SiteFrame";
import { FrameWindow } from "./PreviewFrame.tsx";
import { drawWith, type PreviewContent } from "./live-content.ts";
import type { PreviewPage } from "./preview-pages.ts";
import { photosRevision, subscribeToPhotos } from "./preview-photos.ts";
import "./preview.css";

interface BoundaryProps {
  /** The content drawn (a new one at every edit) and the photos' revision: a page that failed to draw is tried again with the next. */
  content: PreviewContent;
  photos: number;
  children: ReactNode;
}

/** What the page was last drawn from. */
type Drawn = { content: PreviewContent; photos: number };
type BoundaryState = ({ failed: false } | { failed: true; newPhoto: boolean }) & Drawn;

/** What stopped the page from drawing (the boundary below caught it). */
const stoppedPage = new WeakSet<object>();

/**
 * Whether `error` stopped the preview's page from drawing: expected while a value is half-typed, and caught by the
 * preview (open-file.tsx says so as information, never as the editor's error). React redraws a page that stopped in a
 * render it did in parts (the page after a key, FileEditor.tsx), and if the redraw holds (it may draw the page as it
 * was) it reports what stopped the first: that is this too.
 */
export const stoppedThePage = (error: unknown): boolean => error instanceof Object && stoppedPage.has(error);

/**
 * Keeps the checks in view when a half-typed value stops the page from drawing; the next edit tries again, and the
 * page comes back scrolled where it was (a price deleted before the new one is typed leaves the page a line long
 * meanwhile: without it, the part the owner tapped would come back out of view). A new photo is drawn from this
 * browser's copy (preview-photos.ts); one saved from another browser before the site was built with it has no copy
 * here: until the build makes it, the preview says so.
 */
class PreviewBoundary extends Component<BoundaryProps, BoundaryState> {
  static contextType = FrameWindow;
  declare context: ContextType<typeof FrameWindow>;
  state: BoundaryState = { failed: false, content: this.props.content, photos: this.props.photos };
  /** How far the page was scrolled when it stopped drawing. */
  private scrolledTo: number | undefined;
  getSnapshotBeforeUpdate(_props: BoundaryProps, previous: BoundaryState): number | null {
    return !previous.failed && this.state.failed ? (this.context?.scrollY ?? null) : null;
  }
  componentDidUpdate(_props: BoundaryProps, previous: BoundaryState, scrolledTo: number | null) {
    if (scrolledTo !== null) this.scrolledTo = scrolledTo;
    else if (previous.failed && !this.state.failed && this.scrolledTo !== undefined) {
      this.context?.scrollTo({ top: this.scrolledTo, behavior: "instant" });
      this.scrolledTo = undefined;
    }
  }
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    if (error instanceof Object) stoppedPage.add(error);
    return { failed: true, newPhoto: error instanceof UnbuiltPhotoError };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.content === state.content && props.photos === state.photos ? null : { failed: false, content: props.content, photos: props.photos };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.newPhoto) {
      return (
        <p className="editor-preview-note">
          A new photo on this page was chosen in another browser: the page shows it here once the site is built with it, a few minutes after its save.
        </p>
      );
    }
    return <p className="editor-preview-note">The page can't be drawn with these values yet: fix the problems marked in the form.</p>;
  }
}

interface Props {
  page: PreviewPage;
  /** The content to draw it with (live-content.ts): a new one at every edit, so the page is drawn again with the new values. */
  content: PreviewContent;
}

/** The editor's preview of one content file: its page as the site draws it (the site's frame, route module and components). */
export function PagePreview({ page: { path, Page }, content }: Props) {
  // The content modules the page's components read hold this content from here on: the page is drawn from one state of
  // it, even in parts with a key typed in between (FileEditor.tsx draws it after answering the key).
  drawWith(content);
  // A photo drawn from this browser's copy, once there, draws the page again.
  const photos = useSyncExternalStore(subscribeToPhotos, photosRevision);
  return (
    <>
      <PreviewBoundary content={content} photos={photos}>
        {/* A new page (the owner opened another file) starts its own history. */}
        <MemoryRouter key={path} initialEntries={[path]}>
          <SiteFrame>
            <Page />
          </SiteFrame>
        </MemoryRouter>
      </PreviewBoundary>
    </>
  );
}
