/**
 * Marks each closure's notice whose days include today, the UK's day whatever the visitor's clock says (closures.css shows only that one), checked in
 * the browser on the day, so a closure shows on its days without a rebuild. Part of the page script (page-script.ts):
 * the notice is marked on the frame before the first paint.
 */
import { businessDay } from "../../lib/business-day";
import { isClosedOn } from "../../lib/closures";
import { CLOSED_TODAY_ATTRIBUTE, CLOSURE_FROM_ATTRIBUTE, CLOSURE_TO_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import { forEachNewElement } from "../../lib/page-script/page-changes";

export function installClosedToday(): void {
  forEachNewElement(`[${CLOSURE_FROM_ATTRIBUTE}]`, (notice) => {
    const closure = { from: notice.getAttribute(CLOSURE_FROM_ATTRIBUTE) ?? "", to: notice.getAttribute(CLOSURE_TO_ATTRIBUTE) ?? "" };
    notice.setAttribute(CLOSED_TODAY_ATTRIBUTE, String(isClosedOn(closure, businessDay())));
  });
}
