import { describe, expect, test } from "vitest";
import { SITE_PAGES, site } from "../../support/site-pages";
import { expectLayoutRulesAtEachWidth } from "../../support/webkit/layout";
import { webkitSession } from "./support/session";
import { allByRole, attribute, byRole, expectNoAxeViolations, expectNoneByRole, expectTextShown, open, press, type Browser } from "../../support/webkit/webkit";
import { PATH } from "../../support/paths.ts";

/**
 * Every page of the route table at a phone's width, with the sweep's layout rules at 320, 390 and 1280 px in the same
 * visit, and the mobile menu (tests/e2e/pages.spec.ts, shell.spec.ts and mobile-menu.spec.ts in Playwright).
 */
const session = webkitSession();
const { nav } = site;
const navigation = { role: "navigation", name: nav.label } as const;

const toggle = (browser: Browser, open: boolean) =>
  byRole(browser, { role: "button", name: open ? nav.menuButton.close : nav.menuButton.open, within: `nav[aria-label="${nav.label}"]` });

async function expectMenuLinks(browser: Browser, shown: boolean) {
  for (const link of nav.links) {
    const query = { role: "link", name: link.label, within: `nav[aria-label="${nav.label}"]` } as const;
    if (shown) expect(await attribute(browser, await byRole(browser, query), "href")).toBe(link.href);
    else await expectNoneByRole(browser, query);
  }
}

describe("layout at phone width", () => {
  for (const sitePage of SITE_PAGES) {
    test(`${sitePage.path}: its heading, the banner, axe, the layout rules at each width, the menu's and footer's links`, async () => {
      const { browser } = session;
      await open(browser, sitePage.path);
      await byRole(browser, { role: "heading", level: 1, name: sitePage.heading });
      expect(await browser.getTitle()).toBe(sitePage.title);
      await expectTextShown(browser, site.banner, 1, "body");
      await expectNoAxeViolations(browser);
      // Nothing scrolls sideways, columns line up, targets are 24 px or more, text stays in its box, nothing under the button.
      await expectLayoutRulesAtEachWidth(browser, sitePage.path);

      await byRole(browser, navigation);
      await press(await toggle(browser, false));
      await expectMenuLinks(browser, true);
      const footer = "footer";
      for (const link of [...site.footer.quickLinks, ...site.footer.legalLinks]) {
        expect(await attribute(browser, await byRole(browser, { role: "link", name: link.label, within: footer }), "href"), link.label).toBe(link.href);
      }
    });
  }
});

describe("mobile menu", () => {
  test("opens and closes with its button, aria-expanded telling the state, and passes axe open", async () => {
    const { browser } = session;
    await open(browser, PATH.home);
    const openButton = await toggle(browser, false);
    expect(await openButton.getAttribute("aria-expanded")).toBe("false");
    await expectMenuLinks(browser, false);

    await press(openButton);
    const closeButton = await toggle(browser, true);
    expect(await closeButton.getAttribute("aria-expanded")).toBe("true");
    await expectMenuLinks(browser, true);
    await expectNoAxeViolations(browser);

    await press(closeButton);
    expect(await (await toggle(browser, false)).getAttribute("aria-expanded")).toBe("false");
    await expectMenuLinks(browser, false);
  });

  test("closes on Escape and gives focus back to the button", async () => {
    const { browser } = session;
    await open(browser, PATH.home);
    await press(await toggle(browser, false));
    await toggle(browser, true);
    const last = nav.links[nav.links.length - 1];
    const lastLink = await byRole(browser, { role: "link", name: last.label, within: `nav[aria-label="${nav.label}"]` });
    await browser.execute((link: HTMLElement) => link.focus(), lastLink as unknown as HTMLElement);
    await browser.keys("Escape");
    const button = await toggle(browser, false);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => button.isFocused()).toBe(true);
    expect(await allByRole(browser, { role: "link", name: last.label, within: `nav[aria-label="${nav.label}"]` })).toHaveLength(0);
  });
});
