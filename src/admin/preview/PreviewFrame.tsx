import { createContext, useCallback, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

/** The frame's document: the site's stylesheet (the editor page's own, which holds it) and nothing else. */
const frameDocument = (stylesheet: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="${stylesheet.replace(/"/g, "&quot;")}"></head><body></body></html>`;

/** The frame's window, to what is drawn in it (PagePreview keeps the page's scroll through a value it can't draw). */
export const FrameWindow = createContext<Window | null>(null);

/**
 * The preview's frame: the page is drawn as the site draws it, with its own header, main and footer, in a
 * document of its own, so its landmarks and styles stay apart from the editor's. The editor's React draws into
 * it (a portal), so the preview follows each change with no second app.
 */
export function PreviewFrame({ title, children, onBody }: { title: string; children: ReactNode; onBody?(body: HTMLElement | null): void }) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const stylesheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.href ?? "";
  const onLoad = useCallback(
    (event: React.SyntheticEvent<HTMLIFrameElement>) => {
      const loaded = event.currentTarget.contentDocument?.body ?? null;
      setBody(loaded);
      // Taps on the page are caught on its document (src/admin/tap/use-page-taps.ts).
      onBody?.(loaded);
    },
    [onBody],
  );
  return (
    <>
      <iframe className="editor-preview-frame" title={title} srcDoc={frameDocument(stylesheet)} onLoad={onLoad} />
      {body ? createPortal(<FrameWindow value={body.ownerDocument.defaultView}>{children}</FrameWindow>, body) : null}
    </>
  );
}
