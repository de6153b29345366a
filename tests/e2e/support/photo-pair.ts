/**
 * A before-and-after photo pair added to the gallery as the owner does on a phone: Add, each photo chosen from
 * the phone, each Alt text typed key by key. The photos are made here as a phone's camera writes them (wider than
 * the site shows), so the editor prepares them as it does any.
 */
import fs from "node:fs";
import sharp from "sharp";
import type { Locator, Page, TestInfo } from "@playwright/test";
import type { ListField } from "../../../src/admin/schema/field-types.ts";
import { addControlName, entryControlName } from "../../../src/admin/form/lists/entry-controls.ts";
import { PHOTO_LARGEST_WIDTH } from "../../../src/lib/photos.ts";
import { escapeRegExp } from "../../support/booking-content";
import { gallery } from "../../support/site-pages";
import { expect, fieldOf } from "../../support/site-editor";

/** A list's entry, by the name its buttons give it (its summary, or "Photo 7" while new). */
export const entry = (page: Page, name: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("button", { name: entryControlName("Remove", name), exact: true }) });

/** Unfolds a folded entry, as the owner taps its summary (its name, then " – needs a fix" when it holds a problem). */
export const unfold = (page: Page, name: string) =>
  page
    .getByText(new RegExp(`^${escapeRegExp(name)}(?: – .*)?$`))
    .filter({ visible: true })
    .click();

/** The camera's make, written into each photo's metadata: no uploaded photo may carry it. */
export const CAMERA_MAKE = "TestPhone";

/**
 * A photo as a phone's camera writes it: by default wider than any the site shows (the editor scales it down), with
 * the camera's make and where it was taken (EXIF GPS), which must never leave the phone. A test that doesn't look at
 * the scaling asks for a narrower `width` (at least PHOTO_MIN_WIDTH, which the site takes), which is quicker to make
 * here and for the browser to prepare.
 */
export async function cameraPhoto(file: string, colour: { r: number; g: number; b: number }, width = PHOTO_LARGEST_WIDTH + 800): Promise<string> {
  const height = Math.round((width * 3) / 4);
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: { create: { width: width / 4, height: height / 4, channels: 3, background: { r: 240, g: 240, b: 240 } } }, left: 40, top: 40 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: CAMERA_MAKE, Model: `${CAMERA_MAKE} 15` },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 33/1 4/1", GPSLongitudeRef: "E", GPSLongitude: "0/1 4/1 25/1" },
    })
    .toFile(file);
  const metadata = await sharp(file).metadata();
  expect(metadata.exif?.toString("latin1"), "the camera's photo carries its metadata").toContain(CAMERA_MAKE);
  return file;
}

/** The gallery's fields the owner fills in for a pair: by their labels, as the schema names them. */
const pairFields = () => ({
  items: fieldOf("gallery", ["items"]) as ListField,
  photo: fieldOf("gallery", ["items", 0, "photo"]).label,
  alt: fieldOf("gallery", ["items", 0, "alt"]).label,
  before: fieldOf("gallery", ["items", 0, "before"]).label,
});

/** The new pair's Alt texts. */
export const PAIR = {
  alt: "A silver hatchback's bonnet, glossy after its valet",
  beforeAlt: "The same silver hatchback's bonnet, dull with road dirt before its valet",
};

/** The photo fields of the pair's entry: its own (the after photo), then its before group's. */
export function pairPhotos(pair: Locator) {
  const { photo, before } = pairFields();
  return {
    after: pair.getByLabel(photo, { exact: true }).first(),
    before: pair.getByRole("group", { name: new RegExp(`^${escapeRegExp(before)}`) }).getByLabel(photo, { exact: true }),
  };
}

/**
 * Adds a pair at the end of the gallery, chooses its two photos and types both Alt texts key by key. Answers the new
 * entry (folded by its Alt text once typed).
 */
export async function addPhotoPair(page: Page, testInfo: TestInfo): Promise<Locator> {
  const { items, alt } = pairFields();
  fs.mkdirSync(testInfo.outputPath(), { recursive: true });
  const [afterFile, beforeFile] = await Promise.all([
    cameraPhoto(testInfo.outputPath("IMG_2041.jpg"), { r: 170, g: 176, b: 184 }),
    cameraPhoto(testInfo.outputPath("IMG_2040.jpg"), { r: 120, g: 112, b: 98 }),
  ]);
  await page.getByRole("button", { name: addControlName(items.singular), exact: true }).click();
  const fresh = entry(page, `${items.item.label} ${gallery.items.length + 1}`);
  const photos = pairPhotos(fresh);
  await photos.before.setInputFiles(beforeFile);
  await photos.after.setInputFiles(afterFile);
  await expect(fresh.getByRole("status").filter({ hasText: /^New photo ready/ })).toHaveCount(2, { timeout: 30_000 });
  const beforeGroup = fresh.getByRole("group", { name: new RegExp(`^${escapeRegExp(pairFields().before)}`) });
  await beforeGroup.getByRole("textbox", { name: alt, exact: true }).pressSequentially(PAIR.beforeAlt);
  await fresh.getByRole("textbox", { name: alt, exact: true }).first().pressSequentially(PAIR.alt);
  return entry(page, PAIR.alt);
}

/** Waits until the editor has kept its draft in this browser with this text in it (its pause after typing is over). */
export async function draftKeeps(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => Object.values(localStorage).join("\n")), { timeout: 10_000 }).toContain(text);
}
