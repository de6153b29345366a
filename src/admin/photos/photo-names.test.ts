import { describe, expect, it } from "vitest";
import { PHOTO_LARGEST_WIDTH, PHOTO_MIN_WIDTH } from "../../lib/photos.ts";
import { photoFileName, photoFilePath, photoValue, scaledSize, shortHash } from "./photo-names.ts";

describe("a photo from the phone, made ready", () => {
  it.each([
    [4032, 3024, 1600, { width: 1600, height: 1200 }],
    [3024, 4032, 1600, { width: 1600, height: 2133 }],
    [1200, 900, 1600, { width: 1200, height: 900 }],
    [1600, 1, 800, { width: 800, height: 1 }],
  ])("scales %i × %i to at most %i wide, its shape kept, never enlarged", (width, height, largest, scaled) => {
    expect(scaledSize(width, height, largest)).toEqual(scaled);
  });

  it("is scaled to no less than the narrowest photo the site takes", () => {
    expect(PHOTO_LARGEST_WIDTH).toBeGreaterThanOrEqual(PHOTO_MIN_WIDTH);
  });

  it.each([
    [["items", 2, "after"], "items-3-after-0a1b2c3d.jpg"],
    [["hero", "photo"], "hero-photo-0a1b2c3d.jpg"],
    [["prices", "Café_Señor", 0], "prices-cafe-senor-1-0a1b2c3d.jpg"],
    [["..", "..", "etc", "passwd"], "etc-passwd-0a1b2c3d.jpg"],
    [[], "photo-0a1b2c3d.jpg"],
  ])("names the photo of %j by its place on the site: %s", (role, name) => {
    expect(photoFileName(role, "0a1b2c3d")).toBe(name);
    expect(photoValue(name)).toMatch(/^photos\/[a-z0-9-]+\.jpg$/);
  });

  it("publishes nothing of the phone's own file name (when the photo was taken, the phone's make)", async () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "PXL_20261127_093015123.MP.jpg", { type: "image/jpeg" });
    const name = photoFileName(["items", 0, "before"], await shortHash(await file.arrayBuffer()));
    for (const part of ["pxl", "20261127", "093015", "mp"]) expect(name).not.toContain(part);
    expect(name).toMatch(/^items-1-before-[0-9a-f]{8}\.jpg$/);
  });

  it("hashes the bytes, so the same photo has the same name and another photo another", async () => {
    const [a, again, b] = await Promise.all([shortHash(new Uint8Array([1, 2, 3])), shortHash(new Uint8Array([1, 2, 3])), shortHash(new Uint8Array([1, 2, 4]))]);
    expect(a).toMatch(/^[0-9a-f]{8}$/);
    expect(again).toBe(a);
    expect(b).not.toBe(a);
  });

  it("points a content value at its file in the repository", () => {
    expect(photoFilePath(photoValue("x-0a1b2c3d.jpg"))).toBe("content/photos/x-0a1b2c3d.jpg");
  });
});
