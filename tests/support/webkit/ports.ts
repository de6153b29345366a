/**
 * The WebKit run's ports, next to the Playwright suite's E2E_PORT (on which the production build is served,
 * as for Playwright): WebKitWebDriver on the next one, and the test's proxy the browser loads the site from on
 * the one after.
 */
import { PORTS } from "../../../scripts/tools/browsers.ts";

export const SITE_SERVER_PORT = PORTS.site;
export const WEBKIT_DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? SITE_SERVER_PORT + 1);
export const WEBKIT_SITE_PORT = Number(process.env.WEBKIT_SITE_PORT ?? SITE_SERVER_PORT + 2);
