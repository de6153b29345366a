/**
 * The phone menu's finer points, beyond what the HTML popover does itself (open and close with its
 * button, Escape, a tap outside): its button tells assistive technology whether the menu is open
 * (aria-expanded, kept up to date from the popover's toggle event), and the menu closes when a link in
 * it is followed, or the visitor goes back or forward. Part of the page script (page-script.ts): the
 * same few lines on every page, with the app or without it.
 */
import { MENU_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import { eventTarget, forEachNewElement } from "../../lib/page-script/page-changes";

/** The menu's popover (SiteHeader.tsx marks it). */
const MENU = `[${MENU_ATTRIBUTE}]`;

const menus = () => document.querySelectorAll<HTMLElement>(MENU);

/** The buttons that open `menu`. */
const buttonsOf = (menu: HTMLElement) => document.querySelectorAll(`[popovertarget="${CSS.escape(menu.id)}"]`);

function tellState(menu: HTMLElement): void {
  const open = String(menu.matches(":popover-open"));
  buttonsOf(menu).forEach((button) => button.setAttribute("aria-expanded", open));
}

function closeMenus(): void {
  menus().forEach((menu) => {
    if (menu.matches(":popover-open")) menu.hidePopover();
  });
}

export function installMenuState(): void {
  // The state as the menu arrives (it may already be open: the visitor tapped before this frame).
  forEachNewElement<HTMLElement>(MENU, tellState);
  // Toggle events don't bubble: listened for on their way down.
  document.addEventListener(
    "toggle",
    (event) => {
      if (event.target instanceof HTMLElement && event.target.hasAttribute(MENU_ATTRIBUTE)) tellState(event.target);
    },
    true,
  );
  document.addEventListener("click", (event) => {
    if (eventTarget(event, `${MENU} a[href]`)) closeMenus();
  });
  addEventListener("popstate", closeMenus);
}
