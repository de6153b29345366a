/**
 * For the page script (src/page-script.ts), which runs as the parser meets it, before
 * the rest of the page exists: calls each listener on the next frame, and again on the frame after any
 * change to the page (the parser adding what follows, the app drawing another route). So a behaviour
 * finds its elements whether the prerendered HTML or the app put them there, and before they are painted.
 */

type Listener = () => void;

const listeners: Listener[] = [];
let pending = 0;
let observer: MutationObserver | undefined;

function runListeners(): void {
  pending = 0;
  for (const listener of listeners) listener();
}

const later = () => {
  pending ||= requestAnimationFrame(runListeners);
};

/** Calls `listener` on the next frame and after every change to the page, at most once a frame. */
export function whenPageChanges(listener: Listener): void {
  listeners.push(listener);
  if (!observer) {
    observer = new MutationObserver(later);
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }
  later();
}

/** Calls `first` once for each element matching `selector`, as it arrives in the page. */
export function forEachNewElement<E extends Element>(selector: string, first: (element: E) => void): void {
  const met = new WeakSet<Element>();
  whenPageChanges(() => {
    document.querySelectorAll<E>(selector).forEach((element) => {
      if (met.has(element)) return;
      met.add(element);
      first(element);
    });
  });
}

/**
 * Whether the parser has closed `element`, so all of it is in the page: a node follows it (or one of its
 * parents), or the whole document is parsed. Slow connections hand the parser a page in pieces, and an
 * element can be in the page with only its first children.
 */
export function parsedPast(element: Element): boolean {
  if (document.readyState !== "loading") return true;
  for (let node: Node | null = element; node && node !== document.documentElement; node = node.parentNode) if (node.nextSibling) return true;
  return false;
}

/** The element `event` happened on or inside that matches `selector`, if any. */
export function eventTarget<E extends Element>(event: Event, selector: string): E | null {
  return event.target instanceof Element ? event.target.closest<E>(selector) : null;
}
