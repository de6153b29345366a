import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_FORMATS, PhotoError, photoFacts, processPhoto } from "./process-photo";

let work: string;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), "process-photo-"));
});
afterAll(async () => {
  await fs.rm(work, { recursive: true, force: true });
});

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 40, g: 90, b: 200 };

/**
 * A 400x300 landscape JPEG as a phone writes a portrait photo: the pixels stored sideways, EXIF
 * Orientation 6 ("turn 90° clockwise to show"), a camera make and GPS coordinates. The stored top-left
 * corner is red, the rest blue.
 */
async function phoneJpeg(file: string): Promise<void> {
  await sharp({ create: { width: 400, height: 300, channels: 3, background: BLUE } })
    .composite([{ input: { create: { width: 60, height: 60, channels: 3, background: RED } }, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: "FixturePhone", Model: "FixturePhone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 33/1 4/1", GPSLongitudeRef: "E", GPSLongitude: "0/1 4/1 25/1" },
    })
    // sharp writes the orientation tag from here, not from withExif's IFD0.
    .withMetadata({ orientation: 6 })
    .toFile(file);
}

/** The tags of a TIFF-structured EXIF block's first directory (IFD0), by number. */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf("Exif\0\0", 0, "latin1") + 6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  return Array.from({ length: u16(ifd0) }, (_, i) => u16(ifd0 + 2 + 12 * i));
}
const GPS_IFD_POINTER = 0x8825;

async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}
const near = (actual: number[], expected: { r: number; g: number; b: number }) =>
  actual.every((value, i) => Math.abs(value - [expected.r, expected.g, expected.b][i]) <= 40);

describe("processPhoto on a phone's JPEG with GPS and Orientation 6", () => {
  let source: string;
  let cacheDir: string;

  beforeAll(async () => {
    source = path.join(work, "phone.jpg");
    cacheDir = path.join(work, "cache-phone");
    await phoneJpeg(source);
  });

  it("starts from a source that really carries GPS and the orientation tag", async () => {
    const metadata = await sharp(source).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.exif).toBeDefined();
    expect(ifd0Tags(metadata.exif!)).toContain(GPS_IFD_POINTER);
    expect(metadata.exif!.toString("latin1")).toContain("FixturePhone");
  });

  it("writes every format, upright, no wider than the source, with no EXIF, XMP or IPTC", async () => {
    const photo = await processPhoto(source, { widths: [200, 300, 480, 800], cacheDir });
    // Upright: the stored 400x300 turned a quarter clockwise.
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 300, height: 400 });
    // 480 and 800 are wider than the upright source's 300 px, so they are not made.
    expect(photo.variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual(
      PHOTO_FORMATS.flatMap((format) => [`${format}@200x267`, `${format}@300x400`]),
    );
    for (const variant of photo.variants) {
      expect(variant.fileName).toMatch(new RegExp(`^[0-9a-f]{12}-${variant.width}\\.(avif|webp|jpg)$`));
      const file = path.join(cacheDir, variant.fileName);
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect({ width: metadata.width, height: metadata.height }).toEqual({ width: variant.width, height: variant.height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      const bytes = await fs.readFile(file);
      expect(bytes.includes("FixturePhone")).toBe(false);
      expect(bytes.includes("Exif\0\0")).toBe(false);
      // It decodes, and the red corner that was stored top-left is now top-right (a quarter turn clockwise).
      expect(near(await pixel(file, variant.width - 5, 5), RED)).toBe(true);
      expect(near(await pixel(file, 5, 5), BLUE)).toBe(true);
      expect(near(await pixel(file, variant.width - 5, variant.height - 5), BLUE)).toBe(true);
    }
  });

  it("names the files from the content and the settings, so the same photo anywhere gives the same names", async () => {
    const copy = path.join(work, "renamed copy.jpg");
    await fs.copyFile(source, copy);
    const a = await processPhoto(source, { widths: [200], cacheDir });
    const b = await processPhoto(copy, { widths: [200], cacheDir });
    expect(b.variants.map((v) => v.fileName)).toEqual(a.variants.map((v) => v.fileName));
    expect(new Set(a.variants.map((v) => v.fileName.slice(0, 12))).size).toBe(1);
  });

  it("reuses the cache on a second call: no file is written again", async () => {
    const first = await processPhoto(source, { widths: [200, 300], cacheDir });
    const before = new Map<string, number>();
    for (const name of await fs.readdir(cacheDir)) before.set(name, (await fs.stat(path.join(cacheDir, name))).mtimeMs);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await processPhoto(source, { widths: [200, 300], cacheDir });
    expect(second).toEqual(first);
    const after = new Map<string, number>();
    for (const name of await fs.readdir(cacheDir)) after.set(name, (await fs.stat(path.join(cacheDir, name))).mtimeMs);
    expect(after).toEqual(before);
  });

  it("makes only the missing variant when one was deleted", async () => {
    const photo = await processPhoto(source, { widths: [200, 300], cacheDir });
    const [gone, ...kept] = photo.variants;
    await fs.rm(path.join(cacheDir, gone.fileName));
    const keptTimes = await Promise.all(kept.map(async (v) => (await fs.stat(path.join(cacheDir, v.fileName))).mtimeMs));
    await processPhoto(source, { widths: [200, 300], cacheDir });
    expect((await sharp(path.join(cacheDir, gone.fileName)).metadata()).width).toBe(gone.width);
    expect(await Promise.all(kept.map(async (v) => (await fs.stat(path.join(cacheDir, v.fileName))).mtimeMs))).toEqual(keptTimes);
  });
});

describe("processPhoto widths", () => {
  it("makes the source's own width when every requested width is wider, and never enlarges", async () => {
    const source = path.join(work, "small.png");
    await sharp({ create: { width: 320, height: 240, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } } })
      .png()
      .toFile(source);
    const photo = await processPhoto(source, { widths: [1600, 800], cacheDir: path.join(work, "cache-small") });
    expect(photo.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ["avif", 320, 240],
      ["webp", 320, 240],
      ["jpeg", 320, 240],
    ]);
    // The JPEG has no alpha: the half-transparent green is flattened onto white.
    const jpeg = photo.variants.find((v) => v.format === "jpeg")!;
    const [r, g, b] = await pixel(path.join(work, "cache-small", jpeg.fileName), 10, 10);
    expect(r).toBeGreaterThan(100);
    expect(g).toBeGreaterThan(200);
    expect(b).toBeGreaterThan(100);
  });

  it("sorts and de-duplicates the widths", async () => {
    const source = path.join(work, "wide.webp");
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: BLUE } })
      .webp()
      .toFile(source);
    const photo = await processPhoto(source, { widths: [800, 480, 800, 1200], cacheDir: path.join(work, "cache-wide") });
    expect(photo.variants.filter((v) => v.format === "avif").map((v) => [v.width, v.height])).toEqual([
      [480, 240],
      [800, 400],
    ]);
  });
});

describe("processPhoto bytes", () => {
  it("keeps every variant within 100 bytes per pixel of its width, whatever the photo (issue 56: the banner's image budget)", { timeout: 60_000 }, async () => {
    // A tall photo of coarse grain over a gradient (gravel, foliage, a dusty bonnet at full size), harder to compress than
    // any photo of a car: 600 × 1600.
    const width = 600;
    const height = 1600;
    const grain = Buffer.alloc(width * height * 3);
    for (let index = 0; index < grain.length; index++) {
      const row = Math.floor(index / 3 / width);
      grain[index] = Math.floor((row / height) * 120 + (((index * 2654435761) >>> 24) * 96) / 256);
    }
    const file = path.join(work, "grain.png");
    await sharp(grain, { raw: { width, height, channels: 3 } })
      .png()
      .toFile(file);
    const cacheDir = path.join(work, "grain-cache");
    const { variants } = await processPhoto(file, { widths: [480], cacheDir });
    for (const variant of variants) {
      const { size } = await fs.stat(path.join(cacheDir, variant.fileName));
      expect(size, variant.fileName).toBeLessThanOrEqual(variant.width * 100);
    }
    // It needed the lower qualities: at the settings' own (WebP 75), the grain is over the limit.
    const atOwnQuality = await sharp(file).resize({ width: 480 }).webp({ quality: 75, effort: 4 }).toBuffer();
    expect(atOwnQuality.length).toBeGreaterThan(480 * 100);
  });
});

describe("photoFacts", () => {
  it("gives the upright size, the format and the bytes", async () => {
    const source = path.join(work, "facts.jpg");
    await phoneJpeg(source);
    expect(await photoFacts(source)).toEqual({ format: "jpeg", width: 300, height: 400, bytes: (await fs.stat(source)).size });
  });
});

describe("refused files", () => {
  /** A minimal HEIC header: an ftyp box with major brand heic, as an iPhone writes it, and nothing decodable after. */
  function fakeHeic(): Buffer {
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1")]);
    return Buffer.concat([ftyp, Buffer.alloc(200, 7)]);
  }

  it("refuses a HEIC photo with a sentence saying how to save it as JPEG on an iPhone", async () => {
    const file = path.join(work, "IMG_0001.HEIC");
    await fs.writeFile(file, fakeHeic());
    for (const call of [() => processPhoto(file, { widths: [480], cacheDir: path.join(work, "cache-heic") }), () => photoFacts(file)]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PhotoError);
      expect(error).toMatchObject({ reason: "heic", file });
      expect((error as PhotoError).message).toContain("The photo IMG_0001.HEIC is a HEIC file");
      expect((error as PhotoError).message).toContain("Settings › Camera › Formats › Most Compatible");
      expect((error as PhotoError).message).toContain("share or export this photo as a JPEG");
    }
  });

  it("refuses a text file named .jpg", async () => {
    const file = path.join(work, "notes.jpg");
    await fs.writeFile(file, "Gold valet, Ford Focus, June\n");
    for (const call of [() => processPhoto(file, { widths: [480], cacheDir: path.join(work, "cache-text") }), () => photoFacts(file)]) {
      await expect(call()).rejects.toThrow(
        new PhotoError(
          "The file notes.jpg is not a picture at all, not a JPEG, PNG or WebP photo: save the photo as a JPEG and add it again.",
          file,
          "unsupported",
        ),
      );
    }
  });

  it("refuses a GIF, saying what it is", async () => {
    const file = path.join(work, "anim.gif");
    await sharp({ create: { width: 8, height: 8, channels: 3, background: RED } })
      .gif()
      .toFile(file);
    await expect(photoFacts(file)).rejects.toThrow("The file anim.gif is a GIF, not a JPEG, PNG or WebP photo");
  });

  it("refuses a missing file, naming it", async () => {
    const file = path.join(work, "nowhere.jpg");
    await expect(processPhoto(file, { widths: [480], cacheDir: path.join(work, "cache-missing") })).rejects.toMatchObject({
      name: "PhotoError",
      reason: "missing",
      message: expect.stringContaining("nowhere.jpg"),
    });
  });

  it("refuses a JPEG cut short as unreadable", async () => {
    const whole = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg()
      .toBuffer();
    const file = path.join(work, "half.jpg");
    await fs.writeFile(file, whole.subarray(0, whole.length / 2));
    await expect(processPhoto(file, { widths: [480], cacheDir: path.join(work, "cache-half") })).rejects.toMatchObject({ reason: "unreadable" });
  });
});
