/**
 * The map's "Show" button (LeaveItWithUs.tsx renders it): the map is third-party and sets cookies, so
 * its frame is only made when the visitor asks (docs/decisions.md 17). The button carries the frame's
 * address and title; a tap puts the frame in place of the placeholder. Part of the page script
 * (page-script.ts), so it works from the first paint; without JavaScript the button is hidden
 * (home.css) and the "Open in Google Maps" link beside it is the way to the map.
 */
import { MAP_SOURCE_ATTRIBUTE, MAP_TITLE_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import { eventTarget } from "../../lib/page-script/page-changes";
import { MAP_SANDBOX } from "../../lib/frame-sandbox";

export function installMapButton(): void {
  document.addEventListener("click", (event) => {
    const button = eventTarget<HTMLElement>(event, `[${MAP_SOURCE_ATTRIBUTE}]`);
    const placeholder = button?.parentElement;
    if (!button || !placeholder) return;
    const frame = document.createElement("iframe");
    frame.className = "map__frame";
    frame.title = button.getAttribute(MAP_TITLE_ATTRIBUTE) ?? "";
    frame.loading = "lazy";
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    // Before the address, which starts the frame's page: it can't navigate this tab (docs/decisions.md 32).
    frame.setAttribute("sandbox", MAP_SANDBOX);
    frame.src = button.getAttribute(MAP_SOURCE_ATTRIBUTE) ?? "";
    // The placeholder stays in the page, hidden: the app may have drawn it, and keeps track of it.
    placeholder.hidden = true;
    placeholder.after(frame);
  });
}
