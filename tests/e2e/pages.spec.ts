/**
 * The sweep: every page of the route table, once per width, in one visit with JavaScript and (where the engine can
 * turn it off) one without, checking in steps everything every page shares. What each step checks and why is in its
 * name; the rules themselves live in support/ (layout-rules.ts, floating-button.ts, axe.ts, security-policy.ts).
 *
 * - At every width (a small phone, the two commonest phones, a computer): the layout rules, and no control under the
 *   floating button as the page scrolls. A visit measures the layout rules at the widths its engine has no test at too
 *   (widthsAlsoMeasured): the phone's, a large phone's 414 px (in Gecko, which runs that visit only, 320, 360 and a
 *   tablet's 768 px as well); the computer's, a tablet's, a laptop's and a large screen's, 600 to 1440 px.
 * - At the phone's and the computer's width, besides: the page's own heading and meta from content, the app (or no
 *   script at all), axe, the shared layout (banner, menu, footer, floating button), and the page with JavaScript off.
 * - Once, at the phone's width in Chromium (what doesn't change with the width or the engine): the page's security
 *   policy, which nothing on the page breaks, and no request leaving the site. It waits for the network to be quiet,
 *   which Firefox over BiDi never reported on /pricing (the Gecko run's test timed out after 6 minutes there).
 *
 * Every expectation comes from the content (tagged @content), so `npm run test:content` runs the sweep on any
 * content, the owner's edited content included. The phone's width is also the Gecko run's (@engines).
 */
import type { Page } from "@playwright/test";
import { ANY_WIDTH, CONTENT, ENGINES, test, expect, expectNoAxeViolations, isPhone } from "../support/fixtures";
import { controlsUnderButton } from "../support/floating-button";
import { LAYOUT_WIDTHS, expectLayoutRules, expectLayoutRulesAt, screenAt, widthsAlsoMeasured } from "../support/layout-rules";
import { expectStrictPolicy, recordPolicyViolations, recordRequestsLeaving } from "./support/security-policy";
import { SITE_PAGES, canonicalOf, site, type SitePage } from "../support/site-pages";
import { mailtoHref, telHref, whatsappHref } from "../../src/lib/contact-links.ts";
import { DESKTOP_VIEWPORT, PHONE } from "../../scripts/tools/browsers.ts";
import { PATH } from "../support/paths.ts";

const { contact, footer } = site;

/** The widths of the phone and desktop projects, where a page's whole visit runs (the narrower two check the layout). */
const FULL_VISIT = new Set([PHONE.viewport.width, DESKTOP_VIEWPORT.width]);

/** Heading, title, description, canonical, link preview and robots rule, from content. */
async function expectOwnHeadingAndMeta(page: Page, sitePage: SitePage) {
  await expect(page.getByRole("heading", { level: 1, name: sitePage.heading })).toBeVisible();
  await expect(page).toHaveTitle(sitePage.title);
  const meta = (selector: string) => page.locator(`meta[${selector}]`);
  await expect(meta('name="description"')).toHaveAttribute("content", sitePage.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonicalOf(sitePage.path));
  await expect(meta('property="og:title"')).toHaveAttribute("content", sitePage.title);
  await expect(meta('property="og:description"')).toHaveAttribute("content", sitePage.description);
  await expect(meta('property="og:url"')).toHaveAttribute("content", canonicalOf(sitePage.path));
  await expect(meta('property="og:site_name"')).toHaveAttribute("content", site.businessName);
  await expect(meta('property="og:image"')).toHaveAttribute("content", canonicalOf(site.shareImage.src));
  await expect(meta('property="og:image:alt"')).toHaveAttribute("content", site.shareImage.alt);
  await expect(meta('name="twitter:card"')).toHaveAttribute("content", "summary_large_image");
  await expect(meta('name="twitter:title"')).toHaveAttribute("content", sitePage.title);
  await expect(meta('name="twitter:description"')).toHaveAttribute("content", sitePage.description);
  if (sitePage.indexable) await expect(meta('name="robots"')).toHaveCount(0);
  else await expect(meta('name="robots"')).toHaveAttribute("content", "noindex");
}

/** The banner, the menu's links (opened by its button on a phone), the footer's links and lines. */
async function expectSharedLayout(page: Page) {
  await expect(page.getByText(site.banner, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: site.logo.alt }).first()).toHaveAttribute("href", PATH.home);

  const nav = page.getByRole("navigation", { name: site.nav.label });
  if (isPhone(page)) await nav.getByRole("button", { name: site.nav.menuButton.open }).click();
  for (const link of site.nav.links) await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
  await expect(nav.getByRole("link", { name: site.nav.bookButton.label, exact: true })).toHaveAttribute("href", site.nav.bookButton.href);

  const pageFooter = page.getByRole("contentinfo");
  for (const link of [...footer.quickLinks, ...footer.legalLinks]) {
    await expect(pageFooter.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
  }
  const { contactLabels } = footer;
  await expect(pageFooter.getByRole("link", { name: `${contactLabels.email}: ${contact.email}`, exact: true })).toHaveAttribute(
    "href",
    mailtoHref(contact.email),
  );
  await expect(pageFooter.getByRole("link", { name: `${contactLabels.phone}: ${contact.phone}`, exact: true })).toHaveAttribute("href", telHref(contact.phone));
  await expect(pageFooter.getByRole("link", { name: contactLabels.whatsapp, exact: true })).toHaveAttribute("href", whatsappHref(contact.whatsapp));
  for (const profile of site.social) await expect(pageFooter.getByRole("link", { name: profile.network, exact: true })).toHaveAttribute("href", profile.url);
  await expect(pageFooter.getByText(footer.legalLine, { exact: true })).toBeVisible();
  await expect(pageFooter.getByRole("link", { name: footer.credit.label, exact: true })).toHaveAttribute("href", footer.credit.url);
  if (isPhone(page)) await page.keyboard.press("Escape");
}

/** The floating button: on every page but the booking form and calendar, named from content, fixed, shown at the end of the page. */
async function expectFloatingButton(page: Page, sitePage: SitePage) {
  const floating = page.locator(".floating-book");
  if (sitePage.path === PATH.book || sitePage.path === PATH.calendar) {
    await expect(floating).toHaveCount(0);
    return;
  }
  // At the end of the page, clear of the tables and forms it steps aside for.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(floating).toBeVisible();
  await expect(floating).toHaveAccessibleName(site.floatingBook.label);
  await expect(floating).toHaveAttribute("href", site.floatingBook.href);
  await expect(floating).toHaveCSS("position", "fixed");
}

/** With JavaScript off: the content, the menu (an HTML popover on a phone, inline wider) and the footer hold, and the button can't cover a control. */
async function expectWithoutJavaScript(page: Page, sitePage: SitePage) {
  await page.goto(sitePage.path);
  await expect(page.getByRole("heading", { level: 1, name: sitePage.heading })).toBeVisible();
  await expect(page.getByText(site.banner, { exact: true })).toBeVisible();
  const nav = page.getByRole("navigation", { name: site.nav.label });
  if (isPhone(page)) await nav.getByRole("button", { name: site.nav.menuButton.open, exact: true }).click();
  else await expect(nav.getByRole("button")).toBeHidden();
  for (const link of site.nav.links) await expect(nav.getByRole("link", { name: link.label, exact: true })).toBeVisible();
  const pageFooter = page.getByRole("contentinfo");
  for (const link of [...site.footer.quickLinks, ...site.footer.legalLinks])
    await expect(pageFooter.getByRole("link", { name: link.label, exact: true })).toBeVisible();
  if (isPhone(page)) await page.keyboard.press("Escape");
  // Without JavaScript the floating button can't step aside, so it sits in the page, over nothing.
  const floating = page.locator(".floating-book");
  if ((await floating.count()) > 0) await expect(floating).toHaveCSS("position", "static");
  expect(await controlsUnderButton(page), "with JavaScript off, controls under the floating button").toEqual([]);
}

for (const width of LAYOUT_WIDTHS) {
  const full = FULL_VISIT.has(width);
  const phoneWidth = width === PHONE.viewport.width;
  test.describe(`at ${width} px`, { tag: [ANY_WIDTH, CONTENT, ...(phoneWidth ? [ENGINES] : [])] }, () => {
    test.use(screenAt(width));

    for (const sitePage of SITE_PAGES) {
      test(`${sitePage.path}: ${full ? "its heading and meta, the app, axe, the shared layout, JavaScript off, " : ""}the layout rules and the floating button as it scrolls${phoneWidth ? ", its security policy and requests (in Chromium)" : ""}`, async ({
        page,
        noScriptPage,
        browserName,
      }) => {
        if (full) test.slow(); // A whole visit: axe is the longest of it, then the scroll a button's height at a time.
        const checksRequests = phoneWidth && browserName === "chromium";
        const leaving = checksRequests ? recordRequestsLeaving(page) : null;
        if (checksRequests) await recordPolicyViolations(page);
        const response = await page.goto(sitePage.path);
        expect(response?.status()).toBe(200);

        if (full) {
          await test.step("heading, title, description, canonical and robots rule from content", () => expectOwnHeadingAndMeta(page, sitePage));
          await test.step(sitePage.app ? "starts the app" : "loads no JavaScript: every control is native HTML", async () => {
            if (sitePage.app) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
            else await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
          });
          await test.step("axe (WCAG 2.2 AA and best practices), before the menu is opened", () => expectNoAxeViolations(page));
          await test.step("the shared layout: banner, navigation and footer", () => expectSharedLayout(page));
        }
        await test.step("nothing scrolls sideways, table columns line up, tap targets are 24 px or more, no text leaves its box, no word split", () =>
          expectLayoutRules(page));
        const alsoAt = widthsAlsoMeasured(browserName, width);
        if (alsoAt.length > 0) {
          await test.step(`the layout rules at ${alsoAt.join(", ")} px too, the window resized`, () => expectLayoutRulesAt(page, alsoAt, `${sitePage.path} `));
        }
        await test.step("no link, button or field sits more than half under the floating button as the page scrolls", async () => {
          expect(await controlsUnderButton(page), "controls under the floating button").toEqual([]);
        });
        if (full) await test.step("the floating button, at the end of the page", () => expectFloatingButton(page, sitePage));
        if (leaving) {
          await test.step("exactly one strict policy, nothing breaks it, nothing leaves the site, no postcode list", () =>
            expectStrictPolicy(page, response!, sitePage.path === PATH.calendar, leaving));
        }
        if (full && noScriptPage) await test.step("with JavaScript off", () => expectWithoutJavaScript(noScriptPage, sitePage));
      });
    }
  });
}
