/**
 * Names and landmarks for the parts of the site editor (Decap CMS) that have none (issue 21).
 *
 * Each row of a list (a question, a package, a paragraph) has a fold arrow, a drag handle and a ×,
 * drawn as icons with no text, so a screen reader said "button" three times per row (axe:
 * button-name, aria-command-name); Decap offers no label or locale message for them
 * (decap-cms-ui-default's ListItemTopBar). The entry editor's page has no landmark and no main
 * region (axe: region, landmark-one-main), and the preview pane's frame has no title (frame-title).
 * Decap offers no hook for any of these, so this watches its page and sets the missing attributes
 * on its elements, as they appear and change:
 *
 * - the fold arrow: "Unfold <row>" or "Fold <row>", with aria-expanded;
 * - the drag handle: "Move <row>";
 * - the ×: "Remove <row>";
 * - the editor's toolbar: a banner; the form (and preview): the main region;
 * - the preview's frame: a title (PREVIEW_TITLE);
 * - a yes/no switch: its field's label, which names it only for sighted users;
 * - the sign-in screen: the main region, with the business's name as its heading beside the logo
 *   (config.yml's, from site.yaml), which Decap shows as an image named "Logo": the heading names it, so
 *   the image is decorative.
 *
 * `<row>` is what Decap shows for the folded row (the question, the package's name; a list of
 * single texts shows its label, "Paragraph"), numbered when rows of one list share it.
 *
 * Elements are found by the label part of Emotion's class names (decap-elements.ts). Only attributes
 * React doesn't manage are set, so a re-render keeps them; a new element gets them at the next change.
 * The sign-in screen's heading is the one element added: Decap draws that screen once and removes it
 * whole at sign-in.
 */
import { byLabel, hasLabel } from "./decap-elements.ts";

/** The preview pane's frame, as a screen reader announces it. */
export const PREVIEW_TITLE = "Preview of the page with your changes";

/** The names a list row's controls get, from the row's summary as Decap shows it. */
export function rowControlNames(row: string, expanded: boolean): { fold: string; move: string; remove: string } {
  return { fold: `${expanded ? "Fold" : "Unfold"} ${row}`, move: `Move ${row}`, remove: `Remove ${row}` };
}

function set(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Names the three controls of every list row under `root`. */
function nameListRows(root: ParentNode): void {
  const lists = new Map<Element, Element[]>();
  for (const topBar of byLabel(root, "TopBar")) {
    // A list row: its top bar (fold, drag, remove), then the folded row's summary.
    if (!hasLabel(topBar.nextElementSibling, "NestedObjectLabel") || !topBar.parentElement?.parentElement) continue;
    const list = topBar.parentElement.parentElement;
    lists.set(list, [...(lists.get(list) ?? []), topBar]);
  }
  for (const topBars of lists.values()) {
    const summaries = topBars.map((topBar) => topBar.nextElementSibling!.textContent?.trim() ?? "");
    topBars.forEach((topBar, index) => {
      const summary = summaries[index];
      const shared = summaries.filter((other) => other === summary).length > 1;
      const row = summary === "" ? `row ${index + 1}` : shared ? `${summary} ${index + 1}` : summary;
      const expanded = getComputedStyle(topBar.nextElementSibling!).display === "none";
      const names = rowControlNames(row, expanded);
      const [first, second, third] = Array.from(topBar.children);
      if (first instanceof HTMLButtonElement) {
        set(first, "aria-label", names.fold);
        set(first, "aria-expanded", String(expanded));
      }
      if (second?.getAttribute("role") === "button") set(second, "aria-label", names.move);
      if (third instanceof HTMLButtonElement) set(third, "aria-label", names.remove);
    });
  }
}

/**
 * A yes/no field (Decap's boolean widget) is a `role="switch"` element that its field label names with
 * `for`, which names only form controls: the switch gets the label's words through aria-labelledby.
 */
function nameSwitches(root: ParentNode): void {
  for (const toggle of Array.from(root.querySelectorAll('[role="switch"][id]'))) {
    const label = root.querySelector(`label[for="${CSS.escape(toggle.id)}"]`);
    if (!label) continue;
    if (!label.id) label.id = `${toggle.id}-label`;
    set(toggle, "aria-labelledby", label.id);
  }
}

/** The entry editor's toolbar is its banner, the form and the preview its main region; the preview's frame is named. */
function markRegions(root: ParentNode): void {
  for (const toolbar of byLabel(root, "ToolbarContainer")) set(toolbar, "role", "banner");
  for (const editor of byLabel(root, "Editor")) {
    if (hasLabel(editor.parentElement, "EditorContainer")) set(editor, "role", "main");
  }
  for (const frame of byLabel(root, "PreviewPaneFrame")) set(frame, "title", PREVIEW_TITLE);
}

/** The sign-in screen's heading: the business's name, once, after the logo. */
function markSignIn(root: ParentNode, siteName: string): void {
  for (const screen of byLabel(root, "StyledAuthenticationPage")) {
    set(screen, "role", "main");
    const logo = byLabel(screen, "CustomIconWrapper")[0];
    const image = logo?.querySelector("img");
    if (image) set(image, "alt", "");
    if (screen.querySelector("h1")) continue;
    const heading = document.createElement("h1");
    heading.className = "editor-sign-in-name";
    heading.textContent = siteName;
    if (logo) logo.after(heading);
    else screen.prepend(heading);
  }
}

/**
 * Starts naming the editor's controls and marking its landmarks under `root` (the page), now and
 * whenever Decap changes its page. Returns a function that stops it.
 */
export function nameEditorControls(siteName: string, root: HTMLElement = document.body): () => void {
  let queued = false;
  const update = () => {
    queued = false;
    nameListRows(root);
    nameSwitches(root);
    markRegions(root);
    markSignIn(root, siteName);
  };
  // One pass per frame however many changes arrive (typing changes a summary at each key).
  const observer = new MutationObserver(() => {
    if (!queued) {
      queued = true;
      requestAnimationFrame(update);
    }
  });
  // Folding a row changes its summary's class (Emotion), typing changes its text; our own attributes aren't watched.
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["class"] });
  update();
  return () => observer.disconnect();
}
