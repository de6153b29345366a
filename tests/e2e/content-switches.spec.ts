/**
 * Content's switches, both sides in every run: the banner's video and photo, the gallery shown and hidden. The tests
 * of the side the site's content picks run on the site, those of the other side on the variant site
 * (support/variant-site.ts, playwright.config.ts's projects), each reading its expectations from the content its
 * site was built from (`content`).
 */
import { CONTENT, ANY_WIDTH, expectNoAxeViolations, networkQuiet } from "../support/fixtures";
import { expect, expectVideoPlaysAndPauses, switchTag, test } from "./support/content-switches";
import { PATH } from "../support/paths.ts";

const VIDEO = switchTag("banner-video");
const PHOTO = switchTag("banner-photo");
const GALLERY_SHOWN = switchTag("gallery-shown");
const GALLERY_HIDDEN = switchTag("gallery-hidden");

/** The banner video's files, as content names them. */
const videoFiles = (hero: { video: { webm: string; mp4: string } }) => [hero.video.webm, hero.video.mp4];

test.describe("home page: the banner and the gallery, each side", () => {
  test("the background video plays muted and its button pauses it", { tag: [CONTENT, VIDEO] }, async ({ page, content: { home } }) => {
    // The video's own motion is under test: the suite's reduced motion would keep it still.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto(PATH.home);
    await expectVideoPlaysAndPauses(page, home.hero);
  });

  test(
    "under reduced motion the video stays paused and is not even fetched until play is pressed",
    { tag: [CONTENT, VIDEO] },
    async ({ page, content: { home } }) => {
      const videoRequests: string[] = [];
      page.on("request", (request) => {
        if (videoFiles(home.hero).includes(new URL(request.url()).pathname)) videoRequests.push(request.url());
      });
      // As every test runs (playwright.config.ts), said here because it is what this test is about.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(PATH.home);
      const play = page.getByRole("button", { name: home.hero.video.playLabel });
      await expect(play).toBeVisible();
      await networkQuiet(page);
      expect(await page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      expect(videoRequests).toEqual([]);
      await expectNoAxeViolations(page);

      await play.click();
      await expect(page.getByRole("button", { name: home.hero.video.pauseLabel })).toBeVisible();
    },
  );

  test("the poster is the hero's image, sized up front so nothing shifts", { tag: [CONTENT, VIDEO] }, async ({ page, content: { home } }) => {
    await page.goto(PATH.home);
    const poster = page.locator(".hero__poster");
    await expect(poster).toHaveAttribute("width", String(home.hero.video.poster.width));
    await expect(poster).toHaveAttribute("height", String(home.hero.video.poster.height));
    await expect(poster).toHaveAttribute("fetchpriority", "high");
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test(
    "a banner photo from content is the hero's image: asked for first, at the screen's size, sized up front, and no video",
    { tag: [CONTENT, ANY_WIDTH, PHOTO] },
    async ({ page, request, content: { home } }) => {
      const banner = home.hero.photo;
      expect(banner, "content that shows a photo in the banner names it").toBeDefined();
      const videoRequests: string[] = [];
      page.on("request", (sent) => {
        if (videoFiles(home.hero).includes(new URL(sent.url()).pathname)) videoRequests.push(sent.url());
      });
      await page.goto(PATH.home);
      const hero = page.getByRole("region", { name: home.hero.heading });
      const photo = hero.getByRole("img", { name: banner!.alt, exact: true });
      await expect(photo).toBeVisible();
      await expect(photo).toHaveAttribute("fetchpriority", "high");
      await expect(photo).not.toHaveAttribute("loading", "lazy");
      await expect(photo).toHaveAttribute("width", /^\d+$/);
      await expect(photo).toHaveAttribute("height", /^\d+$/);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // It fills the banner's width, in the file the screen needs.
      const [shown, region] = [await photo.boundingBox(), await hero.boundingBox()];
      expect(shown!.width).toBeCloseTo(region!.width, 0);

      const sources = hero.locator("picture source");
      expect(await sources.evaluateAll((list) => list.map((source) => source.getAttribute("type")))).toEqual(["image/avif", "image/webp"]);
      // The preload asks for the same AVIF files, before the parser reaches the <img>.
      const avifSet = await sources.first().getAttribute("srcset");
      await expect(page.locator('head link[rel="preload"][as="image"][imagesrcset]')).toHaveAttribute("imagesrcset", avifSet!);
      for (const file of avifSet!.split(",").map((entry) => entry.trim().split(" ")[0])) expect((await request.get(file)).status(), file).toBe(200);

      await expect(hero.locator("video")).toHaveCount(0);
      await networkQuiet(page);
      expect(videoRequests).toEqual([]);
      // The owner's original (with its metadata) is never served.
      expect((await request.get(`/${banner!.photo}`)).status()).toBe(404);
    },
  );

  test(
    "shows the gallery's photos from content: alt text, AVIF and WebP sources, their size up front, loaded lazily, the originals never published",
    { tag: [CONTENT, ANY_WIDTH, GALLERY_SHOWN] },
    async ({ page, request, content: { gallery } }) => {
      const photos = gallery.items.flatMap((item) => (item.before ? [item.before, item] : [item]));
      expect(photos.length, "content that shows the gallery lists photos").toBeGreaterThan(0);
      await page.goto(PATH.home);
      const section = page.getByRole("main").getByRole("region", { name: gallery.heading, exact: true });
      await expect(section.getByText(gallery.intro, { exact: true })).toBeVisible();
      await expect(section.getByRole("img")).toHaveCount(photos.length);
      const pairs = gallery.items.filter((item) => item.before).length;
      await expect(section.getByText(gallery.beforeLabel, { exact: true })).toHaveCount(pairs);
      await expect(section.getByText(gallery.afterLabel, { exact: true })).toHaveCount(pairs);
      for (const photo of photos) {
        const image = section.getByRole("img", { name: photo.alt, exact: true });
        await expect(image).toHaveAttribute("loading", "lazy");
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
        const picture = image.locator("xpath=..");
        const types = await picture.locator("source").evaluateAll((sources) => sources.map((source) => source.getAttribute("type")));
        expect(types).toEqual(["image/avif", "image/webp"]);
        for (const srcset of await picture.locator("source").evaluateAll((sources) => sources.map((source) => source.getAttribute("srcset") ?? ""))) {
          const [first] = srcset.split(",")[0].trim().split(" ");
          const response = await request.get(first);
          expect(response.status(), first).toBe(200);
        }
        // The owner's original (with its metadata) is only in content/: never served.
        expect((await request.get(`/${photo.photo}`)).status()).toBe(404);
        expect((await request.get(`/content/${photo.photo}`)).status()).toBe(404);
      }
      for (const item of gallery.items.filter((candidate) => candidate.caption)) await expect(section.getByText(item.caption!)).toBeVisible();
    },
  );

  test("with no photos in content, the gallery is not on the page", { tag: [CONTENT, ANY_WIDTH, GALLERY_HIDDEN] }, async ({ page, content: { gallery } }) => {
    expect(gallery.items, "content that hides the gallery lists no photos").toEqual([]);
    await page.goto(PATH.home);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: gallery.heading, exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: gallery.heading, exact: true })).toHaveCount(0);
  });
});
