/**
 * The `data-` attributes the behaviours that run before or without the app (src/page-script.ts and the
 * calendar's early answer) find their elements by, as GOV.UK Frontend's modules are found by `data-module`:
 * each named here once, written by the component that renders the markup and looked for by the behaviour
 * beside it. A behaviour never looks for a class: classes are the stylesheets'.
 */

/** The phone menu's popover (layout/SiteHeader.tsx; layout/menu-state.ts). */
export const MENU_ATTRIBUTE = "data-menu";
/** The floating button (layout/FloatingBookButton.tsx; layout/step-aside.ts). */
export const FLOATING_BUTTON_ATTRIBUTE = "data-floating-book";
/** Set to "true" on the floating button while it steps aside; floating-book-button.css hides it. */
export const STEPPED_ASIDE_ATTRIBUTE = "data-stepped-aside";
/** The map's Show button, carrying the frame's address and title (home/LeaveItWithUs.tsx; home/map-button.ts). */
export const MAP_SOURCE_ATTRIBUTE = "data-map-src";
export const MAP_TITLE_ATTRIBUTE = "data-map-title";
/** The element holding the banner video and its button: "true" while the video plays (home/HeroVideo.tsx; home/video-toggle.ts; home.css). */
export const PLAYING_ATTRIBUTE = "data-playing";
/** The banner video's Pause/Play button (home/HeroVideo.tsx; home/video-toggle.ts). */
export const VIDEO_TOGGLE_ATTRIBUTE = "data-video-toggle";
/** The list of questions (faq/FaqList.tsx; faq/open-linked-answer.ts). */
export const FAQ_ATTRIBUTE = "data-faq";
/** The booking form while its fields are the page's, before the app has started (booking/BookingForm.tsx; booking/form-from-address.ts). */
export const BOOKING_FORM_ATTRIBUTE = "data-booking-form";
/** The calendar's early-answer data, a JSON data block (scheduling/EarlyAnswer.tsx; scheduling/mark-early-answer.ts). */
export const EARLY_ANSWER_DATA_ATTRIBUTE = "data-early-answer-data";
/** Set on the data block's parent by the early answer, "bookable" or "not-bookable"; scheduling.css shows the answer from it. */
export const EARLY_ANSWER_ATTRIBUTE = "data-early-answer";
/** The calendar's Back link to the form: the early answer gives it the address's choice before the first paint (scheduling/mark-early-answer.ts). */
export const BACK_TO_FORM_ATTRIBUTE = "data-back-to-form";
/** The "Sorry" answer's contact link: the early answer gives it the address's choice before the first paint. */
export const CONTACT_WITH_CHOICE_ATTRIBUTE = "data-contact-with-choice";
/** A hand-off link ("whatsapp", "email"), whose message the calendar's early answer writes before the first paint. */
export const HANDOFF_LINK_ATTRIBUTE = "data-handoff-link";
/** Set on <html> once the app has started (src/islands/start-islands.tsx): bench:interactive and the tests wait on it. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** An island: a widget's own root in the prerendered page, which its page's island script hydrates (src/islands/). */
export const ISLAND_ATTRIBUTE = "data-island";
/** On a page's island script, the modules it loads, which the build writes (scripts/build/islands.ts) and the loader reads (components/island/load-after-paint.ts). */
export const ISLAND_SCRIPT_ATTRIBUTE = "data-island-script";
/** A closure's notice, carrying its first and last day (closures/ClosureNotices.tsx; closures/closed-today.ts). */
export const CLOSURE_FROM_ATTRIBUTE = "data-closure-from";
export const CLOSURE_TO_ATTRIBUTE = "data-closure-to";
/** Set on a closure's notice by the page script: "true" when today (the UK's day) is one of its days; closures.css shows it then. */
export const CLOSED_TODAY_ATTRIBUTE = "data-closed-today";
