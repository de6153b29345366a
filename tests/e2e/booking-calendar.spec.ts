import type { Page } from "@playwright/test";
import type { CalendarChoice } from "./support/booking-flow";
import {
  test,
  expect,
  expectNoAxeViolations,
  booking,
  pricing,
  bookingForm,
  calendarQuery,
  choose,
  expectedPath,
  open,
  optionLabel,
  pressContinue,
  recordProviderRequests,
  stubCalendar,
  stubPaths,
  stubTidyCal,
  waitForHydration,
} from "./support/booking-flow";
import { SITE_PAGES } from "./support/site-pages";

const { calendar, scheduling } = booking;
const { prefix, scriptUrl } = scheduling;

const main = (page: Page) => page.getByRole("main");
const title = (page: Page) => main(page).getByRole("heading", { level: 1, name: calendar.title });
const hint = (page: Page) => main(page).getByText(calendar.hint, { exact: true });
const sorry = (page: Page) => main(page).getByText(calendar.noPath);
const fallbackMessage = (page: Page) => main(page).getByText(calendar.fallback.message);
/** The provider's container (the TidyCal contract: a `.tidycal-embed` element with a data-path). */
const embed = (page: Page) => page.locator(".tidycal-embed");

/** The page's own Back button (the arrow before its label is hidden from assistive technology). */
const backButton = (page: Page) => main(page).getByRole("button", { name: calendar.backLabel, exact: true });

async function expectEmbedFor(page: Page, path: string) {
  await expect(title(page)).toBeVisible();
  await expect(hint(page)).toBeVisible();
  await expect(stubCalendar(page)).toBeVisible();
  await expect(embed(page)).toHaveCount(1);
  await expect(embed(page)).toHaveAttribute("data-path", path);
  await expect(sorry(page)).toHaveCount(0);
}

async function expectSorry(page: Page) {
  await expect(title(page)).toBeVisible();
  await expect(sorry(page)).toBeVisible();
  await expect(main(page).getByRole("status").filter({ hasText: calendar.noPath })).toBeVisible();
  await expect(main(page).getByRole("link", { name: calendar.contactLinkLabel, exact: true })).toHaveAttribute("href", "/contact");
}

test.describe("booking calendar", () => {
  test("content holds the brief's wording and the TidyCal settings", () => {
    expect(calendar.title).toBe("Confirm Your Slot");
    expect(calendar.hint).toBe("If nothing appears, please refresh.");
    expect(calendar.noPath).toBe("Sorry, we can't book this selection online. Please contact us to arrange manually.");
    expect(scheduling.provider).toBe("tidycal");
    expect(scriptUrl).toBe("https://asset-tidycal.b-cdn.net/js/embed.js");
    expect(prefix).not.toBe("");
  });

  test("a full booking from a price on /pricing: pre-filled form, terms, Continue, the calendar for that choice", async ({ page }) => {
    await stubTidyCal(page);
    const providerRequests = recordProviderRequests(page);
    await open(page, "/pricing");
    const exterior = pricing.washTypes.find((wash) => wash.id === "exterior")!;
    await main(page)
      .getByRole("table", { name: exterior.priceCaption, exact: true })
      .getByRole("link", { name: `Book Gold ${exterior.name} for a Saloon / Small SUV at £48` })
      .click();

    await expect(page).toHaveURL(/\/book\?tier=gold&wash=exterior&size=medium$/);
    const form = bookingForm(page);
    await expect(form.tier).toHaveValue("gold");
    await expect(form.wash).toHaveValue("exterior");
    await expect(form.size).toHaveValue("medium");
    expect(providerRequests, "the form itself never talks to the provider").toEqual([]);

    await form.terms.check();
    await pressContinue(page);
    await expect(page).toHaveURL(`/booking-calendar?${calendarQuery({ tier: "gold", wash: "exterior", size: "medium" })}`);
    await expectEmbedFor(page, `${prefix}/gold-medium-ext`);
    expect(await stubPaths(page)).toEqual([`${prefix}/gold-medium-ext`]);
    expect(providerRequests).toEqual([scriptUrl]);
  });

  const packs: [string, CalendarChoice, string][] = [
    ["a 6-wash pack", { type: "block", blocks: "6", tier: "gold", wash: "inout", size: "medium" }, `${prefix}/gold-medium-6pack`],
    ["a 12-wash pack, exterior only", { type: "block", blocks: "12", tier: "platinum", wash: "exterior", size: "large" }, `${prefix}/platinum-large-12pack-ext`],
    ["a single Large Platinum In & Out (advice, not a block)", { tier: "platinum", wash: "inout", size: "large" }, `${prefix}/platinum-large`],
    ["a single express wash at the provider's site", { location: "us", tier: "express", wash: "exterior", size: "small" }, `${prefix}/express-small-ext`],
  ];
  for (const [name, choice, path] of packs) {
    test(`opened with ${name}, mounts the embed for ${path.slice(prefix.length)}`, async ({ page }) => {
      await stubTidyCal(page);
      const providerRequests = recordProviderRequests(page);
      await open(page, `/booking-calendar?${calendarQuery(choice)}`);
      await expectEmbedFor(page, path);
      expect(path).toBe(expectedPath(choice));
      expect(await stubPaths(page)).toEqual([path]);
      expect(providerRequests).toEqual([scriptUrl]);
    });
  }

  test("a block booking chosen in the form reaches the embed", async ({ page }) => {
    await stubTidyCal(page);
    await open(page, "/book");
    await choose(page, { type: "block", blocks: "12", tier: "silver", wash: "exterior", size: "small" });
    await bookingForm(page).terms.check();
    await pressContinue(page);
    await expectEmbedFor(page, `${prefix}/silver-small-12pack-ext`);
    expect(await stubPaths(page)).toEqual([`${prefix}/silver-small-12pack-ext`]);
  });

  test("Back, a different choice and Continue again: the calendar is for the new choice", async ({ page }) => {
    await stubTidyCal(page);
    const providerRequests = recordProviderRequests(page);
    await open(page, "/book");
    await choose(page, { tier: "gold", wash: "inout", size: "medium" });
    await bookingForm(page).terms.check();
    await pressContinue(page);
    await expectEmbedFor(page, `${prefix}/gold-medium`);
    await waitForHydration(page);

    await backButton(page).click();
    await expect(page).toHaveURL(/\/book(\?|$)/);
    await choose(page, { type: "block", blocks: "6", tier: "express", wash: "exterior", size: "large" });
    await bookingForm(page).terms.check();
    await pressContinue(page);
    await expect(page).toHaveURL(`/booking-calendar?${calendarQuery({ type: "block", blocks: "6", tier: "express", wash: "exterior", size: "large" })}`);
    await expectEmbedFor(page, `${prefix}/express-large-6pack-ext`);
    expect((await stubPaths(page)).at(-1), "the last container the provider was given").toBe(`${prefix}/express-large-6pack-ext`);
    expect(providerRequests.length).toBeGreaterThan(0);
    expect(new Set(providerRequests), "only the configured script is requested").toEqual(new Set([scriptUrl]));
  });

  test("reached again by client-side navigation, it re-initialises the already loaded script on the new container", async ({ page }) => {
    await stubTidyCal(page);
    const providerRequests = recordProviderRequests(page);
    const path = `${prefix}/silver-small`;
    await open(page, `/booking-calendar?${calendarQuery({ tier: "silver", wash: "inout", size: "small" })}`);
    await expectEmbedFor(page, path);
    expect(await stubPaths(page)).toEqual([path]);

    // The page's Back goes to the form inside the app; the browser's Back returns to the calendar the same way.
    await backButton(page).click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(embed(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(`/booking-calendar?${calendarQuery({ tier: "silver", wash: "inout", size: "small" })}`);
    await expectEmbedFor(page, path);
    expect(await page.evaluate(() => (window as unknown as { __stubTidyCalLoads?: number }).__stubTidyCalLoads), "the same page life: the script ran once").toBe(1);
    expect(await stubPaths(page), "TidyCal.init was called for the new container").toEqual([path, path]);
    expect(providerRequests).toEqual([scriptUrl]);
  });

  test("the prerendered HTML holds the page but not the Sorry message", async ({ page }) => {
    const response = await page.request.get("/booking-calendar");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(calendar.title);
    for (const text of [calendar.noPath, calendar.noPath.replace("'", "&#x27;"), calendar.noPath.replace("'", "&#39;"), "Sorry, we can"]) {
      expect(html).not.toContain(text);
    }
    expect(html).not.toContain('class="tidycal-embed"');
  });

  test.describe("never flashes the Sorry message", () => {
    test.beforeEach(async ({ page }) => {
      // Records, from the first byte of the page, whether the Sorry message is ever in the main content.
      await page.addInitScript((text) => {
        const win = window as unknown as { __sorrySeen?: boolean };
        win.__sorrySeen = false;
        const look = () => {
          if (document.querySelector("main")?.textContent?.includes(text)) win.__sorrySeen = true;
        };
        new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
        document.addEventListener("DOMContentLoaded", look);
      }, calendar.noPath);
    });
    const sorrySeen = (page: Page) => page.evaluate(() => (window as unknown as { __sorrySeen?: boolean }).__sorrySeen);

    test("opened with a valid choice, not even briefly", async ({ page }) => {
      await stubTidyCal(page);
      await open(page, `/booking-calendar?${calendarQuery({ tier: "gold", wash: "inout", size: "medium" })}`);
      await expectEmbedFor(page, `${prefix}/gold-medium`);
      expect(await sorrySeen(page)).toBe(false);
    });

    test("(the observer does see it when it is shown)", async ({ page }) => {
      await open(page, "/booking-calendar?tier=diamond&wash=inout&size=medium&type=single");
      await expectSorry(page);
      expect(await sorrySeen(page)).toBe(true);
    });
  });

  const valid = { location: "home", type: "single", blocks: "", tier: "gold", wash: "inout", size: "medium" };
  const query = (overrides: Record<string, string | null>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...valid, ...overrides })) if (value !== null) params.set(key, value);
    return params.toString();
  };
  const tampered: [string, string][] = [
    ["no query at all", ""],
    ["a missing tier", query({ tier: null })],
    ["a missing size", query({ size: null })],
    ["a missing type", query({ type: null })],
    ["tier=diamond", query({ tier: "diamond" })],
    ["blocks=7", query({ type: "block", blocks: "7" })],
    ["a block booking without a pack", query({ type: "block", blocks: "" })],
    ["type=single&blocks=6", query({ blocks: "6" })],
    ["an over-long value", query({ size: "medium".repeat(20) })],
    ["an over-long location", query({ location: "h".repeat(200) })],
    ["tier=gold<script>", "location=home&type=single&blocks=&tier=gold<script>&wash=inout&size=medium"],
    ["tier=<script>alert(1)</script>", query({ tier: "<script>alert(1)</script>" })],
    ["upper-case GOLD", query({ tier: "GOLD" })],
    ["tier given twice", `${query({})}&tier=gold`],
    ["tier given twice, differently", `${query({})}&tier=silver`],
  ];

  for (const [name, search] of tampered) {
    test(`a tampered query (${name}) says Sorry, mounts nothing and loads nothing from the provider`, async ({ page }) => {
      await stubTidyCal(page);
      const providerRequests = recordProviderRequests(page);
      await open(page, `/booking-calendar${search ? `?${search}` : ""}`);
      await expectSorry(page);
      await expect(embed(page)).toHaveCount(0);
      await expect(stubCalendar(page)).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      expect(providerRequests).toEqual([]);
      expect(await page.evaluate(() => "TidyCal" in window)).toBe(false);
    });
  }

  test("the Sorry message's link goes to /contact", async ({ page }) => {
    await open(page, "/booking-calendar?tier=diamond");
    await main(page).getByRole("link", { name: calendar.contactLinkLabel, exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test(`when the embed script is blocked, a fallback with the selection and a contact link appears after ${calendar.fallback.delayMs} ms`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(scriptUrl);
    await page.route(scriptUrl, (route) => route.abort("blockedbyclient"));
    await page.clock.install();
    const scriptFailed = page.waitForEvent("requestfailed", (request) => request.url() === scriptUrl);
    await open(page, `/booking-calendar?${calendarQuery({ type: "block", blocks: "6", tier: "gold", wash: "exterior", size: "medium" })}`);
    await scriptFailed;
    await expect(title(page)).toBeVisible();
    await expect(hint(page)).toBeVisible();
    await expect(fallbackMessage(page)).toHaveCount(0);

    await page.clock.fastForward(calendar.fallback.delayMs - 1000);
    await expect(fallbackMessage(page), "not before the delay").toHaveCount(0);
    await page.clock.fastForward(1000);
    await expect(fallbackMessage(page)).toBeVisible();
    await expect(main(page).getByRole("heading", { name: calendar.fallback.selectionHeading })).toBeVisible();
    // The selection in words.
    const { fields } = booking;
    for (const [label, value] of [
      [fields.location.label, optionLabel("location", "home")],
      [fields.type.label, optionLabel("type", "block")],
      [fields.blocks.label, optionLabel("blocks", 6)],
      [fields.tier.label, optionLabel("tier", "gold")],
      [fields.wash.label, optionLabel("wash", "exterior")],
      [fields.size.label, optionLabel("size", "medium")],
    ]) {
      await expect(main(page).getByRole("term").filter({ hasText: label }), label).toBeVisible();
      await expect(main(page).getByRole("definition").filter({ hasText: value }), value).toBeVisible();
    }
    await expect(main(page).getByRole("link", { name: calendar.fallback.contactLinkLabel })).toHaveAttribute("href", "/contact");
    await expect(sorry(page)).toHaveCount(0);
    await expect(hint(page)).toBeVisible();
  });

  test("no fallback when the embed appears", async ({ page }) => {
    await stubTidyCal(page);
    await page.clock.install();
    await open(page, `/booking-calendar?${calendarQuery({ tier: "gold", wash: "inout", size: "medium" })}`);
    await expectEmbedFor(page, `${prefix}/gold-medium`);
    await page.clock.fastForward(calendar.fallback.delayMs + 5000);
    await expect(fallbackMessage(page)).toHaveCount(0);
  });

  test("Back returns to the form with the choices kept", async ({ page }) => {
    await stubTidyCal(page);
    await open(page, "/book");
    const choice = { location: "us", type: "block", blocks: "6", tier: "silver", wash: "inout", size: "large" };
    await choose(page, choice);
    await bookingForm(page).terms.check();
    await pressContinue(page);
    await expect(page).toHaveURL(`/booking-calendar?${calendarQuery(choice)}`);
    await waitForHydration(page);

    await backButton(page).click();
    await expect(page).toHaveURL(/\/book\?/);
    const form = bookingForm(page);
    for (const [field, value] of Object.entries(choice)) await expect(form[field as keyof typeof choice], field).toHaveValue(value);
  });

  test("Back on a calendar opened directly goes to /book", async ({ page }) => {
    await stubTidyCal(page);
    await open(page, `/booking-calendar?${calendarQuery({ tier: "gold", wash: "inout", size: "medium" })}`);
    await backButton(page).click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(main(page).getByRole("heading", { level: 1, name: booking.heading })).toBeVisible();
  });

  test("Back works on the Sorry page too", async ({ page }) => {
    await open(page, "/booking-calendar?tier=diamond");
    await backButton(page).click();
    await expect(page).toHaveURL(/\/book$/);
  });

  test("no other page talks to the scheduling provider", async ({ page }) => {
    const providerRequests = recordProviderRequests(page);
    const paths = [...SITE_PAGES.map((p) => p.path).filter((path) => path !== "/booking-calendar"), "/book?tier=gold&wash=inout&size=medium"];
    for (const path of paths) {
      await open(page, path);
      await page.waitForLoadState("networkidle");
      await expect(embed(page), path).toHaveCount(0);
    }
    expect(providerRequests).toEqual([]);
  });

  test.describe("accessibility", () => {
    test("passes axe with the embed shown", async ({ page }) => {
      await stubTidyCal(page);
      await open(page, `/booking-calendar?${calendarQuery({ tier: "gold", wash: "inout", size: "medium" })}`);
      await expectEmbedFor(page, `${prefix}/gold-medium`);
      await expectNoAxeViolations(page);
    });

    test("passes axe with the fallback shown", async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(scriptUrl);
      await page.route(scriptUrl, (route) => route.abort("blockedbyclient"));
      await page.clock.install();
      await open(page, `/booking-calendar?${calendarQuery({ tier: "gold", wash: "inout", size: "medium" })}`);
      await page.clock.fastForward(calendar.fallback.delayMs + 100);
      await expect(fallbackMessage(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("passes axe with the Sorry message shown", async ({ page }) => {
      await open(page, "/booking-calendar?tier=diamond&wash=inout&size=medium&type=single");
      await expectSorry(page);
      await expectNoAxeViolations(page);
    });
  });
});
