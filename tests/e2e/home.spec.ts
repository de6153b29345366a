import { test, expect, expectNoAxeViolations } from "./support/fixtures";
import { home, testimonials } from "./support/site-pages";

const MAP_HOST = /^https:\/\/www\.google\.com\/maps/;

test.describe("home page", () => {
  test("shows every section with its words and links from content", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");

    await expect(main.getByRole("heading", { level: 1, name: home.hero.heading })).toBeVisible();
    await expect(main.getByText(home.hero.tagline, { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: home.hero.cta.label })).toHaveAttribute("href", "/book");

    const brands = main.getByRole("region", { name: home.brands.heading });
    for (const logo of home.brands.logos) await expect(brands.getByRole("img", { name: logo.name })).toBeVisible();
    await expect(brands.getByRole("img")).toHaveCount(5);

    const commute = main.getByRole("region", { name: home.commute.heading });
    for (const paragraph of home.commute.paragraphs) await expect(commute.getByText(paragraph)).toBeVisible();
    await expect(commute.getByRole("link", { name: home.commute.cta.label })).toHaveAttribute("href", "/book");

    const reviews = main.getByRole("region", { name: testimonials.heading });
    await expect(reviews.getByRole("figure")).toHaveCount(testimonials.items.length);
    for (const item of testimonials.items) {
      const figure = reviews.getByRole("figure").filter({ hasText: item.quote });
      await expect(figure.locator("blockquote")).toHaveText(item.quote);
      await expect(figure.locator("figcaption")).toHaveText(`${item.author}, ${item.location}`);
    }
    const readMore = reviews.getByRole("link", { name: testimonials.readMore.label });
    await expect(readMore).toHaveAttribute("href", testimonials.readMore.url);
    await expect(readMore).toHaveAttribute("target", "_blank");
    await expect(readMore).toHaveAttribute("rel", /noopener/);

    const leave = main.getByRole("region", { name: home.leaveIt.heading });
    await expect(leave.getByRole("link", { name: home.leaveIt.map.openLabel })).toHaveAttribute("href", home.leaveIt.map.openUrl);
    for (const place of home.leaveIt.places) await expect(leave.getByRole("link", { name: place.name })).toHaveAttribute("href", place.url);

    await expect(main.getByRole("link", { name: home.closing.cta.label })).toHaveAttribute("href", "/pricing");
    await expectNoAxeViolations(page);
  });

  test("describes the business to search engines as an AutoWash with its packages", async ({ page }) => {
    await page.goto("/");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data["@type"]).toBe("AutoWash");
    expect(data.address.postalCode).toBe("IG1 3TY");
    expect(data.hasOfferCatalog.itemListElement.flatMap((c: { itemListElement: unknown[] }) => c.itemListElement)).toHaveLength(24);
  });

  test("loads the map only when the visitor asks for it", async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route(MAP_HOST, (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map stub</title><p>Map</p>" });
    });
    await page.goto("/");
    const leave = page.getByRole("region", { name: home.leaveIt.heading });
    await leave.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(mapRequests).toEqual([]);
    await expect(leave.locator("iframe")).toHaveCount(0);

    await leave.getByRole("button", { name: home.leaveIt.map.showLabel }).click();
    const frame = leave.locator(`iframe[title="${home.leaveIt.map.title}"]`);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", home.leaveIt.map.embedUrl);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test("the background video plays muted and its button pauses it", async ({ page }) => {
    await page.goto("/");
    const pause = page.getByRole("button", { name: home.hero.video.pauseLabel });
    await expect(pause).toBeVisible();
    const video = page.locator("video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop)).toBe(true);
    await pause.click();
    await expect(page.getByRole("button", { name: home.hero.video.playLabel })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("under reduced motion the video stays paused and is not even fetched until play is pressed", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/media\/hero\.(webm|mp4)$/.test(request.url())) videoRequests.push(request.url());
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const play = page.getByRole("button", { name: home.hero.video.playLabel });
    await expect(play).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(videoRequests).toEqual([]);
    await expectNoAxeViolations(page);

    await play.click();
    await expect(page.getByRole("button", { name: home.hero.video.pauseLabel })).toBeVisible();
  });

  test("the poster is the hero's image, sized up front so nothing shifts", async ({ page }) => {
    await page.goto("/");
    const poster = page.locator(".hero__poster");
    await expect(poster).toHaveAttribute("width", String(home.hero.video.poster.width));
    await expect(poster).toHaveAttribute("height", String(home.hero.video.poster.height));
    await expect(poster).toHaveAttribute("fetchpriority", "high");
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
