import type { Page } from "@playwright/test";
import { ANY_WIDTH, test, expect, networkQuiet } from "../support/fixtures";
import { waitForHydration, walkToCalendar } from "./support/booking-flow";
import { PRICE_CHOICES, SITE_PAGES, bookingHref, home, priceLinkName, site } from "../support/site-pages";
import { CALENDAR_FRAME_ORIGIN, MAP_ORIGIN, recordPolicyViolations, recordRequestsLeaving, violations } from "./support/security-policy";
import { PATH } from "../support/paths.ts";

/*
 * Each page's own policy, that nothing on it breaks it and that no request leaves the site is checked in the sweep
 * (pages.spec.ts). Here: the journeys that let a third party in (the map, the scheduling provider), the 404 page and the
 * site-wide headers.
 */
/** The provider's calendar page, stubbed: the site frames it from the provider's host. */
const stubSchedulingProvider = (page: Page) =>
  page.route(`${CALENDAR_FRAME_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>stub</title><main>stub</main>" }),
  );

/** The map's host answers with a stub page. */
const stubMap = (page: Page) =>
  page.route(`${MAP_ORIGIN}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title>" }));

/**
 * The stubbed calendar's own document has loaded in its frame, from the provider's host: a blocked frame
 * would have reported by now. (Not networkQuiet: a cross-origin frame may keep its network busy.)
 */
const calendarFrameLoaded = (page: Page) => expect(page.frameLocator(`iframe[src^="${CALENDAR_FRAME_ORIGIN}/"]`).getByRole("main")).toBeAttached();

test.describe("Content-Security-Policy", () => {
  test("the map on the home page is allowed, nothing else", { tag: ANY_WIDTH }, async ({ page }) => {
    await recordPolicyViolations(page);
    await stubMap(page);
    await page.goto(PATH.home);
    await page.getByRole("button", { name: home.leaveIt.map.showLabel }).click();
    // The frame's own document has loaded: a blocked frame would have reported by now. (Not
    // networkQuiet: the looping hero video may keep the network busy.)
    await expect(page.frameLocator(`iframe[title="${home.leaveIt.map.title}"]`).locator("body")).toBeAttached();
    expect(await violations(page)).toEqual([]);
  });

  test("a link followed from a page with the app opens the next page as a document of its own, under its own policy", { tag: ANY_WIDTH }, async ({ page }) => {
    // The pages with the app start only their widgets (islands), with no client-side router: the home page is
    // never drawn inside another page's document, under that page's policy.
    const appPage = SITE_PAGES.find((sitePage) => sitePage.app && sitePage.path !== PATH.home);
    // The islands are code (src/islands/): the booking form, the calendar and the contact page start the app.
    expect(appPage, "a page of the route table other than home starts the app").toBeDefined();
    await recordPolicyViolations(page);
    await stubMap(page);
    await page.goto(appPage!.path);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("link", { name: site.logo.alt }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), "a new document").toBeUndefined();
    await page.getByRole("button", { name: home.leaveIt.map.showLabel }).click();
    // The frame's own document has loaded: a blocked frame would have reported by now. (Not
    // networkQuiet: the looping hero video may keep the network busy.)
    await expect(page.frameLocator(`iframe[title="${home.leaveIt.map.title}"]`).locator("body")).toBeAttached();
    expect(await violations(page)).toEqual([]);
  });

  test("the booking form opens the calendar as a page of its own, whose policy lets the provider in, and only it", { tag: ANY_WIDTH }, async ({ page }) => {
    const leaving = recordRequestsLeaving(page);
    await recordPolicyViolations(page);
    await stubSchedulingProvider(page);
    await page.goto(PATH.pricing);
    // A price of the mode shown first.
    const [choice] = PRICE_CHOICES;
    await page.getByRole("link", { name: priceLinkName(choice), exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === bookingHref(choice));
    // /pricing starts no app, so /book is a page load: this journey is about the calendar's policy, so it goes on once
    // the form's app has started (a tap while it starts is docs/performance.md's open question, not this test's).
    await waitForHydration(page);
    const chosen = { tier: choice.tier.id, wash: choice.wash.id, size: choice.size.id };
    await walkToCalendar(page, chosen, { alreadyChosen: true, calendarUrl: (url) => url.pathname === PATH.calendar && url.search !== "" });
    await calendarFrameLoaded(page);
    expect(await violations(page)).toEqual([]);
    expect([...new Set(leaving.thirdParty)], "the hosts the calendar reached: the provider's frame, no script from anywhere").toEqual([CALENDAR_FRAME_ORIGIN]);
  });

  test("an unknown path carries its policy in the page (no header rule can name it)", { tag: ANY_WIDTH }, async ({ page }) => {
    await recordPolicyViolations(page);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-security-policy"]).toBeUndefined();
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute("content", /default-src 'none'/);
    await networkQuiet(page);
    expect(await violations(page)).toEqual([]);
  });

  test("every response carries the site-wide security headers", { tag: ANY_WIDTH }, async ({ page }) => {
    const response = await page.goto(PATH.faq);
    const headers = response!.headers();
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  });
});
