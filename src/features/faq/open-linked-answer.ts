/**
 * A link to a question (/faq#block-packs, from another page or this one) lands on that question with
 * its answer open, not on a closed question. Once for each address: a question the visitor then closes
 * stays closed. Part of the page script (page-script.ts), so it works on the page as the browser first
 * shows it, and when the app draws the FAQ on the way from another page.
 */
import { FAQ_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import { whenPageChanges } from "../../lib/page-script/page-changes";

/** The element the address points at, if the address is one a visitor could have been given. */
function linkedElement(): HTMLElement | null {
  if (location.hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(location.hash.slice(1)));
  } catch {
    // A mangled address (a lone % in a pasted link): it points at nothing.
    return null;
  }
}

export function installOpenLinkedAnswer(): void {
  let opened = "";
  const openLinked = () => {
    if (location.href === opened) return;
    const target = linkedElement();
    if (!(target instanceof HTMLDetailsElement) || !target.parentElement?.hasAttribute(FAQ_ATTRIBUTE)) return;
    target.open = true;
    opened = location.href;
  };
  whenPageChanges(openLinked);
  addEventListener("hashchange", openLinked);
}
