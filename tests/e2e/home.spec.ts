import type { Page } from "@playwright/test";
import { CONTENT, ANY_WIDTH, test, expect, expectNoAxeViolations, networkQuiet } from "../support/fixtures";
import { PRICE_CHOICES, bookingHref, canonicalOf, home, pricing, site, testimonials } from "../support/site-pages";
import { internationalPhone } from "../../src/lib/contact-links.ts";
import { formatPoundRange } from "../../src/lib/format.ts";
import { PATH } from "../support/paths.ts";

/** The map's host, from content. */
const MAP_ORIGIN = new URL(home.leaveIt.map.embedUrl).origin;

/** Answers the map's host with a stub page; returns the list of what was asked of it. */
async function stubMap(page: Page): Promise<string[]> {
  const mapRequests: string[] = [];
  await page.route(`${MAP_ORIGIN}/**`, (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map stub</title><p>Map</p>" });
  });
  return mapRequests;
}

/** Nothing is asked of the map's host until the visitor presses the Show button; then the map's frame shows. */
async function expectMapOnlyWhenAsked(page: Page, mapRequests: string[]) {
  const leave = page.getByRole("region", { name: home.leaveIt.heading });
  await leave.scrollIntoViewIfNeeded();
  await networkQuiet(page);
  expect(mapRequests).toEqual([]);
  await expect(leave.locator("iframe")).toHaveCount(0);

  await leave.getByRole("button", { name: home.leaveIt.map.showLabel }).click();
  const frame = leave.locator(`iframe[title="${home.leaveIt.map.title}"]`);
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("src", home.leaveIt.map.embedUrl);
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  await expect(leave.getByRole("button", { name: home.leaveIt.map.showLabel })).toBeHidden();
}

test.describe("home page", () => {
  test("shows every section with its words and links from content", { tag: CONTENT }, async ({ page }) => {
    await page.goto(PATH.home);
    const main = page.getByRole("main");

    const { hero, brands, commute, leaveIt, closing } = home;
    await expect(main.getByRole("heading", { level: 1, name: hero.heading })).toBeVisible();
    await expect(main.getByText(hero.tagline, { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: hero.cta.label, exact: true })).toHaveAttribute("href", hero.cta.href);

    const brandRow = main.getByRole("region", { name: brands.heading, exact: true });
    await expect(brandRow.getByText(brands.intro, { exact: true })).toBeVisible();
    await expect(brandRow.getByRole("img")).toHaveCount(brands.logos.length);
    for (const logo of brands.logos) await expect(brandRow.getByRole("img", { name: logo.name, exact: true })).toBeVisible();

    const commuteSection = main.getByRole("region", { name: commute.heading, exact: true });
    for (const paragraph of commute.paragraphs) await expect(commuteSection.getByText(paragraph, { exact: true })).toBeVisible();
    await expect(commuteSection.getByRole("listitem")).toHaveText(commute.steps);
    await expect(commuteSection.getByRole("link", { name: commute.cta.label, exact: true })).toHaveAttribute("href", commute.cta.href);

    const leave = main.getByRole("region", { name: leaveIt.heading, exact: true });
    await expect(leave.getByText(leaveIt.intro, { exact: true })).toBeVisible();
    await expect(leave.getByText(leaveIt.map.placeholderText, { exact: true })).toBeVisible();
    await expect(leave.getByRole("link", { name: leaveIt.map.openLabel, exact: true })).toHaveAttribute("href", leaveIt.map.openUrl);
    await expect(leave.getByRole("heading", { level: 3, name: leaveIt.placesHeading, exact: true })).toBeVisible();
    await expect(leave.getByRole("listitem")).toHaveCount(leaveIt.places.length);
    for (const place of leaveIt.places) {
      const item = leave.getByRole("listitem").filter({ has: page.getByRole("link", { name: place.name, exact: true }) });
      await expect(item.getByRole("link")).toHaveAttribute("href", place.url);
      await expect(item.getByText(place.description, { exact: true })).toBeVisible();
    }

    const closingSection = main.getByRole("region", { name: closing.heading, exact: true });
    await expect(closingSection.getByText(closing.text, { exact: true })).toBeVisible();
    await expect(closingSection.getByRole("link", { name: closing.cta.label, exact: true })).toHaveAttribute("href", closing.cta.href);
  });

  test("shows every review in content, in order, with its author and place", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    await page.goto(PATH.home);
    const reviews = page.getByRole("main").getByRole("region", { name: testimonials.heading, exact: true });
    const figures = reviews.getByRole("figure");
    await expect(figures).toHaveCount(testimonials.items.length);
    await expect(figures.locator("blockquote")).toHaveText(testimonials.items.map((item) => item.quote));
    await expect(figures.locator("figcaption")).toHaveText(testimonials.items.map((item) => `${item.author}, ${item.location}`));

    const readMore = reviews.getByRole("link", { name: testimonials.readMore.label, exact: true });
    await expect(readMore).toHaveAttribute("href", testimonials.readMore.url);
    await expect(readMore).toHaveAttribute("target", "_blank");
    await expect(readMore).toHaveAttribute("rel", /noopener/);
  });

  test("describes the business to search engines as an AutoWash with every package and price", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    await page.goto(PATH.home);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    const { contact } = site;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AutoWash",
      name: site.businessName,
      url: canonicalOf(PATH.home),
      logo: canonicalOf(site.logo.src),
      image: canonicalOf(site.shareImage.src),
      telephone: internationalPhone(contact.phone),
      email: contact.email,
      address: {
        streetAddress: contact.address.lines[0],
        addressLocality: contact.address.lines[contact.address.lines.length - 1],
        postalCode: contact.address.postcode,
      },
      areaServed: site.areasServed.map((name) => ({ name })),
      sameAs: site.social.map((profile) => profile.url),
    });
    const prices = PRICE_CHOICES.map((choice) => choice.price);
    expect(data.priceRange).toBe(formatPoundRange(Math.min(...prices), Math.max(...prices)));

    const catalogues: { name: string; itemListElement: { name: string; price: number; priceCurrency: string; url: string }[] }[] =
      data.hasOfferCatalog.itemListElement;
    expect(catalogues.map((catalogue) => catalogue.name)).toEqual(pricing.washTypes.map((wash) => wash.name));
    const offers = catalogues.flatMap((catalogue) =>
      catalogue.itemListElement.map(({ name, price, priceCurrency, url }) => ({ name, price, priceCurrency, url })),
    );
    // Every tier × size × wash once, named "tier – wash – size", with its price and its booking link.
    const expected = PRICE_CHOICES.map((choice) => ({
      name: `${choice.tier.name} – ${choice.wash.name} – ${choice.size.name}`,
      price: choice.price,
      priceCurrency: "GBP",
      url: canonicalOf(bookingHref(choice)),
    }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(offers.sort(byName)).toEqual(expected.sort(byName));
  });

  test("loads the map only when the visitor asks for it", async ({ page }) => {
    const mapRequests = await stubMap(page);
    await page.goto(PATH.home);
    await expectMapOnlyWhenAsked(page, mapRequests);
    await expectNoAxeViolations(page);
  });
});
