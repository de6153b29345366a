import { describe, expect, it } from "vitest";
import { PHOTO_LARGEST_WIDTH, PHOTO_MIN_WIDTH } from "../../lib/photos.ts";
import { photoFilePath, photoValue, safePhotoName, scaledSize, shortHash } from "./photo-names.ts";

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
    ["IMG_2041.HEIC", "img-2041-0a1b2c3d.jpg"],
    ["IMG_2041 (1).jpeg", "img-2041-1-0a1b2c3d.jpg"],
    ["Café Señor — Ford Focus.png", "cafe-senor-ford-focus-0a1b2c3d.jpg"],
    ["../../etc/passwd", "etc-passwd-0a1b2c3d.jpg"],
    ["😀.jpg", "photo-0a1b2c3d.jpg"],
    [`${"long-".repeat(20)}.jpg`, "long-long-long-long-long-long-long-long-0a1b2c3d.jpg"],
  ])("names %s safely: %s", (original, name) => {
    expect(safePhotoName(original, "0a1b2c3d")).toBe(name);
    expect(photoValue(name)).toMatch(/^photos\/[a-z0-9-]+\.jpg$/);
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
