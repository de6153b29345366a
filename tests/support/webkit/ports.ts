/**
 * The WebKit run's ports, next to the Playwright suite's E2E_PORT (on which the production build is served, as for
 * Playwright): the test's proxy the browser loads the site from is on the second one after it (each browser's
 * WebKitWebDriver takes a free port of its own, webkit.ts).
 */
import { PORTS } from "../../../scripts/tools/browsers.ts";

export const SITE_SERVER_PORT = PORTS.site;
export const WEBKIT_SITE_PORT = Number(process.env.WEBKIT_SITE_PORT ?? SITE_SERVER_PORT + 2);
