/**
 * A new banner photo, as the owner changes it (issue 57 item 7): chosen from the phone, its description typed key by
 * key, the banner switched to the photo. The preview shows it at once, from this browser's copy of the prepared photo
 * (the site makes its own copies only when it is built), after the save and through a reload after it, and a tap on
 * the page still opens its field (what the issue saw lost). On a phone and a computer, against both backends.
 *
 * One reload, after the save: it is the one only this journey proves (the saved photo kept until the site is built,
 * saved-photos.ts). A photo chosen and kept through a reload before the save is admin.spec.ts's photo journey and
 * admin-nothing-lost.spec.ts's. The photo is the narrowest the site takes: the scaling of a wider one is the gallery
 * journey's, and a smaller photo is quicker to make and to prepare.
 */
import type { Locator, Page } from "@playwright/test";
import { ANY_WIDTH, expectNoAxeViolations, isPhone } from "../support/fixtures";
import { PHOTO_MIN_WIDTH } from "../../src/lib/photos.ts";
import { escapeRegExp } from "../support/booking-content";
import { screenAt } from "../support/layout-rules";
import { home } from "../support/site-pages";
import { PHONE_AND_COMPUTER_RUNS, contentOf, expect, fieldOf, fileForm, fileOpen, preview, save, test } from "../support/site-editor";
import { cameraPhoto } from "./support/photo-pair";

/** What the owner types for the new photo's description. */
const DESCRIPTION = "A black hatchback, gleaming";

/** The banner's fields, by the labels the schema gives them. */
const labels = {
  hero: fieldOf("home", ["hero"]).label,
  show: fieldOf("home", ["hero", "show"]).label,
  photoGroup: fieldOf("home", ["hero", "photo"]).label,
  photo: fieldOf("home", ["hero", "photo", "photo"]).label,
  alt: fieldOf("home", ["hero", "photo", "alt"]).label,
  heading: fieldOf("home", ["hero", "heading"]).label,
};

/** The banner's group in the home page's form, and its photo's group in it ("Photo (optional)"). */
function bannerFields(page: Page) {
  const hero = fileForm(page, "home").getByRole("group", { name: labels.hero, exact: true });
  return { hero, photo: hero.getByRole("group", { name: new RegExp(`^${escapeRegExp(labels.photoGroup)}`) }) };
}

/** The preview's banner photo, once drawn from this browser's copy (a blob: address) and loaded. */
async function expectBannerPhoto(page: Page): Promise<Locator> {
  const photo = preview(page).getByRole("img", { name: DESCRIPTION, exact: true });
  await expect(photo).toBeVisible({ timeout: 30_000 });
  await expect(photo).toHaveAttribute("src", /^blob:/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return photo;
}

for (const { backend, width } of PHONE_AND_COMPUTER_RUNS) {
  test.describe(`a new banner photo at ${width} px, saving ${backend === "local" ? "into the content folder" : "to GitHub"}`, { tag: ANY_WIDTH }, () => {
    test.use({ backend, ...screenAt(width) });

    test("the preview shows it at once, after the save and through a reload, and a tap on its heading still opens the field", async ({
      editor,
      editorPage: page,
    }, testInfo) => {
      await editor.open("home");
      const banner = bannerFields(page);
      const file = await cameraPhoto(testInfo.outputPath("IMG_3001.jpg"), { r: 30, g: 32, b: 36 }, PHOTO_MIN_WIDTH);
      await banner.photo.getByLabel(labels.photo, { exact: true }).setInputFiles(file);
      await expect(banner.photo.getByRole("status").filter({ hasText: /^New photo ready/ })).toBeVisible({ timeout: 30_000 });
      await banner.photo.getByRole("textbox", { name: labels.alt, exact: true }).pressSequentially(DESCRIPTION);
      // The banner shows the photo instead of the video (the schema's choice, as its hint says: "add it first").
      await banner.hero.getByRole("combobox", { name: labels.show, exact: true }).selectOption("photo");
      await expectBannerPhoto(page);
      // Scanned at each width (one run each): what the backends draw differently (signing in online) is admin-access.spec.ts's scan.
      await expectNoAxeViolations(page);

      await save(page);
      const saved = contentOf("home", editor.read("home")).hero;
      expect(saved).toMatchObject({ show: "photo", photo: { alt: DESCRIPTION, photo: expect.stringMatching(/^photos\/[a-z0-9-]+\.jpg$/) } });
      expect(editor.bytes(`content/${saved.photo!.photo}`), "the photo's file, saved with the file").toBeDefined();
      // Saved, and the site not yet built with it: the preview still draws it from this browser's copy, after a reload too.
      await expectBannerPhoto(page);
      await page.reload();
      await fileOpen(page, "home");
      await expectBannerPhoto(page);

      // The page stays tappable: a tap on the banner's heading opens its field (in a sheet on a phone, in the form beside it on a computer).
      if (isPhone(page)) await page.getByRole("button", { name: "Show the page", exact: true }).click();
      const heading = preview(page).getByRole("heading", { level: 1, name: home.hero.heading, exact: true });
      await (isPhone(page) ? heading.tap() : heading.click());
      const box = (isPhone(page) ? page.getByRole("dialog") : bannerFields(page).hero).getByRole("textbox", { name: labels.heading, exact: true });
      await expect(box).toBeFocused();
      await expect(box).toHaveValue(home.hero.heading);
    });
  });
}
