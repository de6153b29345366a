/**
 * What each third party framed on the site may do inside its frame (docs/decisions.md 32): the frame's `sandbox`. No
 * frame may navigate the tab it sits in (`allow-top-navigation` in any form), so a compromised provider page can't
 * send the visitor, or the owner signed in to the editor, to a look-alike page. Every frame the site makes carries one
 * of these, set before its address; tests/support/frame-sandbox.ts fails any test whose page shows a frame without.
 */

/**
 * The booking calendar (TidyCal's booking page): its own script (allow-scripts) and cookies on its own origin
 * (allow-same-origin), the booking form (allow-forms), and payment at a booking (Stripe's or PayPal's window, and the
 * "add to calendar" links: allow-popups, and allow-popups-to-escape-sandbox so that window works as a page of its own).
 */
export const CALENDAR_SANDBOX = "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox";

/** The map (Google Maps' embed): its script and its own origin, and "View larger map", which opens a tab of its own. */
export const MAP_SANDBOX = "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox";
