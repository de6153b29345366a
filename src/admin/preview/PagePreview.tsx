import { Component, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { UnbuiltPhotoError } from "../../features/home/built-photo";
import { SiteFrame } from "../../features/layout/SiteFrame";
import type { PreviewPage } from "./preview-pages.ts";
import "./preview.css";

interface BoundaryProps {
  /** Changes with every edit: a page that failed to draw is tried again with the next values. */
  version: number;
  children: ReactNode;
}

type BoundaryState = { failed: false; version: number } | { failed: true; version: number; newPhoto?: string };

/**
 * Keeps the checks in view when a half-typed value stops the page from drawing; the next edit tries
 * again. A photo the owner has just added is made into the site's sizes when the site is built, after
 * the save: until then the preview says so instead of drawing the page.
 */
class PreviewBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, version: this.props.version };
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, newPhoto: error instanceof UnbuiltPhotoError ? error.photo : undefined };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.version === state.version ? null : { failed: false, version: props.version };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.newPhoto) {
      return <p className="editor-preview-note">The photo {this.state.newPhoto} is new: the page shows it once you save and the site is built with it.</p>;
    }
    return <p className="editor-preview-note">The page can't be drawn with these values yet: fix the problems marked in the form.</p>;
  }
}

interface Props {
  page: PreviewPage;
  /** Changes with every edit, so the page is drawn again with the new values. */
  version: number;
}

/** The editor's preview of one content file: its page as the site draws it (the site's frame, route module and components). */
export function PagePreview({ page: { path, Page }, version }: Props) {
  return (
    <>
      <PreviewBoundary version={version}>
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
