/** The tags that choose which runs include a test (`{ tag: … }` on a test or describe). */

/**
 * Tag for a test whose subject doesn't change with the screen width: response headers, requests, links'
 * addresses, files, structured data, and the booking form's, postcode checker's, toasts' and calendar's logic
 * and timing. It runs in the phone project only (playwright.config.ts); each page's and state's layout and axe
 * scan run at both widths.
 */
export const ANY_WIDTH = "@any-width";

/**
 * Tag for a test whose expectations are the content itself (prices, questions, reviews, wording, contact
 * details, legal sections, booking options and paths): `npm run test:owner-edits` runs these on a build of the
 * owner's edited content (tests/owner-edits/run.ts).
 */
export const CONTENT = "@content";

/**
 * Tag for a main journey that also runs in Gecko (Firefox ESR, playwright.engines.config.ts) by
 * `npm run test:engines`; tests/engines/webkit walks the same journeys in WebKit. A tagged test uses only
 * what Playwright offers in every engine (no CDP), with JavaScript on (the page fixture in fixtures.ts says why).
 */
export const ENGINES = "@engines";
