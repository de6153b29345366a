/**
 * Finding Decap CMS's elements, which have no ids or roles of their own: by the label part of Emotion's
 * class names (`css-<hash>-<Label>`, the component's name in Decap's source), never by the hash, as
 * decap-overrides.css does.
 */

const labelled = (label: string) => new RegExp(`^css-[0-9a-z]+-${label}(?:-|$)`);

/** Whether `element` is one of Decap's `label` components. */
export const hasLabel = (element: Element | null | undefined, label: string): boolean =>
  !!element && Array.from(element.classList).some((name) => labelled(label).test(name));

/** Decap's `label` components under `root`. */
export const byLabel = (root: ParentNode, label: string): Element[] =>
  Array.from(root.querySelectorAll(`[class*="-${label}"]`)).filter((element) => hasLabel(element, label));

/** Calls `then` once, as soon as one of Decap's `labels` components is on the page under `root`. */
export function onceShown(labels: readonly string[], then: () => void, root: HTMLElement = document.body): void {
  const shown = () => labels.some((label) => byLabel(root, label).length > 0);
  if (shown()) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { subtree: true, childList: true });
}
