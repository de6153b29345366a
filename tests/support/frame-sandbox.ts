/**
 * Every frame on every page a browser test opens is read as it arrives (docs/decisions.md 32): one the page's HTML
 * holds, and one a script adds later (the map's Show button, the booking calendar). A frame whose document comes from
 * an address (`src`) and has no `sandbox`, or a sandbox that lets it navigate the tab (`allow-top-navigation`,
 * `…-by-user-activation`, `…-to-custom-protocols`), is logged as a console error, which fails the test
 * (fixtures.ts's consoleErrors). A frame without an address holds a document the page itself wrote (the editor's
 * preview, `srcdoc`): no third party's page runs in it.
 */

/** The prefix of the error a frame without a proper sandbox logs. */
export const UNSANDBOXED_FRAME = "A frame without a sandbox that keeps it from navigating the tab:";

/** Runs in each document before its own scripts (page.addInitScript): watches every frame added to it. */
export function watchFrames(message: string): void {
  const check = (frame: HTMLIFrameElement) => {
    if (!frame.hasAttribute("src")) return;
    const sandbox = frame.getAttribute("sandbox");
    const tokens = (sandbox ?? "").toLowerCase().split(/\s+/);
    if (sandbox === null || tokens.some((token) => token.startsWith("allow-top-navigation"))) {
      console.error(`${message} ${frame.getAttribute("src")} (sandbox: ${sandbox ?? "none"})`);
    }
  };
  const checkAll = (node: Node) => {
    if (node instanceof HTMLIFrameElement) check(node);
    else if (node instanceof Element) node.querySelectorAll("iframe").forEach(check);
  };
  // From the document's start: the parser's frames arrive as additions too.
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === "childList") change.addedNodes.forEach(checkAll);
      else if (change.target instanceof HTMLIFrameElement) check(change.target);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["sandbox", "src"] });
}
