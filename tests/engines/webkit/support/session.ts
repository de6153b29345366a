import { afterAll, beforeAll, beforeEach } from "vitest";
import { whenContentLacks } from "../../../support/booking-content";
import { startSiteProxy, type SiteProxy } from "../../../support/webkit/site-proxy";
import { startBrowser, stopBrowser, type Browser } from "../../../support/webkit/webkit";

export interface Session {
  browser: Browser;
  proxy: SiteProxy;
}

/**
 * One browser and one site proxy for a file's journeys, started before them and stopped after. Before each
 * journey the proxy serves the build's own files again, and a code the journey needs that content doesn't
 * offer skips it, saying why, as in the Playwright suite.
 */
export function webkitSession(options: { javaScript?: boolean } = {}): Session {
  const session = {} as Session;
  beforeAll(async () => {
    session.proxy = await startSiteProxy();
    session.browser = await startBrowser(options);
  });
  afterAll(async () => {
    await stopBrowser(session.browser);
    await session.proxy?.close();
  });
  beforeEach((context) => {
    session.proxy.answerCsv();
    session.proxy.withoutApp(false);
    session.proxy.styledBeforeStylesheet(false);
    whenContentLacks((what) => {
      context.skip(`booking.yaml offers no ${what}`);
      throw new Error(`booking.yaml offers no ${what}`);
    });
  });
  return session;
}
