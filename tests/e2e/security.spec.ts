import { test, expect } from "./support/fixtures";
import { SITE_PAGES, booking, home, site } from "./support/site-pages";

const SCRIPT_HOST = new URL(booking.scheduling.scriptUrl).origin;
const CALENDAR_QUERY = "?location=home&type=single&blocks=&tier=gold&wash=inout&size=medium";

/** Collects every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

/** The provider's script, stubbed: it mounts a frame from the provider's host, as the real one does. */
async function stubSchedulingProvider(page: import("@playwright/test").Page) {
  await page.route(booking.scheduling.scriptUrl, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.TidyCal={init(){}};for(const el of document.querySelectorAll('.tidycal-embed')){const f=document.createElement('iframe');f.title='Stub calendar';f.src='https://tidycal.com/stub';el.append(f);}`,
    }),
  );
  await page.route("https://tidycal.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>stub</title>" }));
}

const violations = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test.describe("Content-Security-Policy", () => {
  for (const sitePage of SITE_PAGES) {
    test(`${sitePage.path} sends exactly one strict policy and breaks none of it`, async ({ page }) => {
      await recordViolations(page);
      await stubSchedulingProvider(page);
      const path = sitePage.path === "/booking-calendar" ? sitePage.path + CALENDAR_QUERY : sitePage.path;
      const response = await page.goto(path);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy.match(/default-src/g)).toHaveLength(1);
      expect(policy).toContain("default-src 'none'");
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(policy).toContain("frame-ancestors 'none'");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (sitePage.path === "/booking-calendar") await expect(page.getByTitle("Stub calendar")).toBeAttached();
      await page.waitForLoadState("networkidle");
      expect(await violations(page)).toEqual([]);
    });
  }

  test("the map on the home page is allowed, nothing else", async ({ page }) => {
    await recordViolations(page);
    await page.route(/^https:\/\/www\.google\.com\/maps/, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title>" }));
    await page.goto("/");
    await page.getByRole("button", { name: home.leaveIt.map.showLabel }).click();
    // The frame's own document has loaded: a blocked frame would have reported by now. (Not
    // "networkidle": the looping hero video may keep the network busy.)
    await expect(page.frameLocator(`iframe[title="${home.leaveIt.map.title}"]`).locator("body")).toBeAttached();
    expect(await violations(page)).toEqual([]);
  });

  test("a page's policy still lets the map in after client-side navigation to the home page", async ({ page }) => {
    await recordViolations(page);
    await page.route(/^https:\/\/www\.google\.com\/maps/, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title>" }));
    await page.goto("/pricing");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
    await page.getByRole("link", { name: site.logo.alt }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.getByRole("button", { name: home.leaveIt.map.showLabel }).click();
    // The frame's own document has loaded: a blocked frame would have reported by now. (Not
    // "networkidle": the looping hero video may keep the network busy.)
    await expect(page.frameLocator(`iframe[title="${home.leaveIt.map.title}"]`).locator("body")).toBeAttached();
    expect(await violations(page)).toEqual([]);
  });

  test("the booking form opens the calendar as a page of its own, whose policy lets the provider in", async ({ page }) => {
    await recordViolations(page);
    await stubSchedulingProvider(page);
    await page.goto("/pricing");
    await page.getByRole("link", { name: /£48$/ }).first().click();
    await expect(page).toHaveURL(/\/book\?tier=gold&wash=exterior&size=medium$/);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: booking.continueLabel }).click();
    await expect(page).toHaveURL(/\/booking-calendar\?/);
    await expect(page.getByTitle("Stub calendar")).toBeAttached();
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
  });

  test("an unknown path carries its policy in the page (no header rule can name it)", async ({ page }) => {
    await recordViolations(page);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-security-policy"]).toBeUndefined();
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute("content", /default-src 'none'/);
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
  });

  test("every response carries the site-wide security headers", async ({ page }) => {
    const response = await page.goto("/faq");
    const headers = response!.headers();
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  });
});

test.describe("no request leaves the site until the visitor asks", () => {
  for (const sitePage of SITE_PAGES.filter((p) => p.path !== "/booking-calendar")) {
    test(`${sitePage.path} makes no third-party request`, async ({ page }) => {
      const thirdParty: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith("http://127.0.0.1")) thirdParty.push(request.url());
      });
      await page.goto(sitePage.path);
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState("networkidle");
      expect(thirdParty).toEqual([]);
    });
  }

  test("the booking calendar talks to the scheduling provider only", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) thirdParty.push(new URL(request.url()).origin);
    });
    await page.route(booking.scheduling.scriptUrl, (route) => route.fulfill({ contentType: "text/javascript", body: "window.TidyCal={init(){}};" }));
    await page.goto(`/booking-calendar${CALENDAR_QUERY}`);
    await page.waitForLoadState("networkidle");
    expect([...new Set(thirdParty)]).toEqual([SCRIPT_HOST]);
  });
});
