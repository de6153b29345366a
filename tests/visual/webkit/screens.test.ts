import { afterAll, beforeAll, expect, test } from "vitest";
import { SETTLE, settlePage } from "../../support/axe";
import { resizeTo } from "../../support/webkit/layout";
import { startSiteProxy, type SiteProxy } from "../../support/webkit/site-proxy";
import { byRole, evaluateInPage, open, startBrowser, stopBrowser, type Browser } from "../../support/webkit/webkit";
import { checkedContent } from "../../../src/content/node/read-content.ts";
import { sitePaths } from "../../../src/lib/site-paths.ts";
import { PHONE } from "../../../scripts/tools/browsers.ts";
import { PROJECT_ROOT, FIXTURE_CONTENT_DIR } from "../../support/content-root.ts";
import { screenName } from "../../support/screen-name.ts";
import { compareWithBaseline } from "./compare";

/**
 * Every page of the route table at the phone's width in WebKit (WebKitGTK, driven as the WebKit journeys are:
 * tests/engines/webkit), built from the fixture content by run.ts and drawn in DejaVu only (fonts.conf), compared
 * with the baselines WebKitGTK drew (tests/visual/baselines/webkit). The Chromium suite (screens.spec.ts) shows the
 * same pages at four widths, and the states.
 */
const { founder, home } = checkedContent(PROJECT_ROOT, { contentDir: FIXTURE_CONTENT_DIR });
const WIDTH = PHONE.viewport.width;

let browser: Browser;
let proxy: SiteProxy;
beforeAll(async () => {
  // run.ts names the DejaVu-only fonts for WebKitWebDriver (and so the browser); without them every page differs.
  if (!process.env.FONTCONFIG_FILE) throw new Error("Run the WebKit screenshots with npm run test:visual (VISUAL_ENGINE=webkit for these alone).");
  proxy = await startSiteProxy();
  browser = await startBrowser();
});
afterAll(async () => {
  await stopBrowser(browser);
  await proxy?.close();
});

/** Opens the page and waits until it is still: the hero's video (the fixture's files aren't there) has failed to play and the hero offers play. */
async function openSettled(path: string): Promise<void> {
  await open(browser, path);
  if (await browser.execute(() => document.querySelector("video") !== null)) await byRole(browser, { role: "button", name: home.hero.video.playLabel });
}

/**
 * The whole page at the top, settled: every image asked for and drawn, the fonts loaded, the floating button told
 * what is under it. WebKitGTK's screenshots stop at the window's edge (an element's too), so the page is drawn in a
 * window as tall as itself, as Playwright's full-page shot draws it. It is loaded again in that window rather than
 * resized under the loaded page: the page as it loads at that size.
 */
async function screenshotWholePage(path: string): Promise<Buffer> {
  const pageHeight = () => browser.execute(() => document.documentElement.scrollHeight);
  await resizeTo(browser, WIDTH);
  await openSettled(path);
  // The page's height may follow the window's (a height in vh): loaded again until the window holds all of it.
  for (let tries = 0, height = await pageHeight(); ; tries++) {
    await browser.setWindowSize(WIDTH, height);
    await openSettled(path);
    const now = await pageHeight();
    if (now === height) break;
    if (tries === 5) throw new Error(`the page's height keeps changing with the window's (${height} px, then ${now} px)`);
    height = now;
  }
  await evaluateInPage(
    browser,
    `(async () => {
      for (const image of document.images) image.loading = "eager";
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
      await document.fonts.ready;
    })()`,
  );
  await evaluateInPage(browser, `(${settlePage})(arguments[0])`, SETTLE);
  return Buffer.from(await browser.takeScreenshot(), "base64");
}

for (const { path } of sitePaths(founder.slug)) {
  test(`${path} at ${WIDTH} px`, async () => {
    expect(await compareWithBaseline(await screenshotWholePage(path), `page-${screenName(path)}-webkit-${WIDTH}`)).toBeNull();
  });
}
