import { Component, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { ContentProblem } from "../../content/problem.ts";
import { SiteFrame } from "../../features/layout/SiteFrame";
import { ChecksPanel } from "./ChecksPanel";
import type { PreviewPage } from "./preview-pages.ts";
// The site's own stylesheet: the same files the pages load, bundled into the editor's editor.css.
import "../../styles/global.css";
import "./preview.css";

interface BoundaryProps {
  /** Changes with every edit: a page that failed to draw is tried again with the next values. */
  version: number;
  children: ReactNode;
}

/** Keeps the checks in view when a half-typed value stops the page from drawing; the next edit tries again. */
class PreviewBoundary extends Component<BoundaryProps, { failed: boolean; version: number }> {
  state = { failed: false, version: this.props.version };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { version: number }) {
    return props.version === state.version ? null : { failed: false, version: props.version };
  }
  render() {
    if (this.state.failed) return <p className="editor-preview-note">The page can't be drawn with these values yet: fix the problems above.</p>;
    return this.props.children;
  }
}

interface Props {
  page: PreviewPage;
  problems: readonly ContentProblem[];
  version: number;
}

/** The editor's preview of one content file: its checks, then its page as the site draws it (the site's frame, route module and components). */
export function PagePreview({ page: { path, Page }, problems, version }: Props) {
  return (
    <>
      <ChecksPanel problems={problems} />
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
