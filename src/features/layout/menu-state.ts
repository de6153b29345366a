/**
 * The phone menu's finer points, beyond what the HTML popover does itself (open and close with its
 * button, Escape, a tap outside): its button tells assistive technology whether the menu is open
 * (aria-expanded, kept up to date from the popover's toggle event), and the menu closes when a link in
 * it is followed, or the visitor goes back or forward. Part of the page script (page-script.ts): the
 * same few lines on every page, with the app or without it.
 */
import { eventTarget, forEachNewElement } from "../../lib/page-script/page-changes";

/** The menu's popover (SiteHeader.tsx renders it with this class, site-header.css styles it). */
export const MENU_CLASS = "site-nav__links";

const menus = () => document.querySelectorAll<HTMLElement>(`.${MENU_CLASS}`);

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
  forEachNewElement<HTMLElement>(`.${MENU_CLASS}`, tellState);
  // Toggle events don't bubble: listened for on their way down.
  document.addEventListener(
    "toggle",
    (event) => {
      if (event.target instanceof HTMLElement && event.target.classList.contains(MENU_CLASS)) tellState(event.target);
    },
    true,
  );
  document.addEventListener("click", (event) => {
    if (eventTarget(event, `.${MENU_CLASS} a[href]`)) closeMenus();
  });
  addEventListener("popstate", closeMenus);
}
