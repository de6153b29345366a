/**
 * The build's image pipeline for the owner's photos (issue 22): one source photo in, each of
 * PHOTO_FORMATS at several widths out, upright and with no metadata, cached by content hash.
 *
 * - The source's format is read from its first bytes, never from its name: JPEG, PNG and WebP are
 *   accepted. HEIC (the iPhone's default) is accepted only if this machine's libvips can decode it;
 *   sharp's prebuilt libvips has no HEVC decoder, so here it is refused with a sentence saying how to
 *   save the photo as JPEG. Anything else is refused too. Refusals are PhotoErrors, whose message is
 *   written for the owner.
 * - Each output is turned upright by the EXIF orientation, converted to sRGB, and written with no
 *   EXIF (GPS above all), XMP, IPTC or ICC profile: sharp strips all metadata unless told to keep
 *   it, and an untagged image is sRGB to every browser.
 * - Output names are `<12 hex of sha256(source bytes + settings)>-<width>.<ext>`, so the same photo
 *   with the same settings always gives the same files. A small `<hash>.json` beside them records the
 *   source's upright size; when it and every variant file exist, processPhoto answers from them
 *   without starting sharp.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";

/** The formats written for every photo, in the order a `<picture>` offers them (the last is the `<img>`). */
export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export interface PhotoVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  /** `<hash>-<width>.<ext>`, the file's name in cacheDir. */
  fileName: string;
}

export interface ProcessedPhoto {
  /** Upright intrinsic size of the source (after its EXIF orientation). */
  width: number;
  height: number;
  /** For each of PHOTO_FORMATS in order, one variant per width, narrowest first. */
  variants: PhotoVariant[];
}

type PhotoErrorReason = "missing" | "heic" | "unsupported" | "unreadable";

/** A photo the pipeline refuses; the message is a sentence for the owner, naming the file. */
export class PhotoError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly reason: PhotoErrorReason,
  ) {
    super(message);
    this.name = "PhotoError";
  }
}

const EXTENSIONS: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/*
 * Encoder settings. Every value here is part of the content hash, so changing one renames (and remakes)
 * every variant rather than leaving stale files under old names.
 *
 * The issue allows a 12-photo gallery 20 s of a cold build on a 2-core machine, and AVIF encoding is most
 * of that time, so the settings spend CPU where bytes are downloaded: every current browser takes the AVIF,
 * older Safari and Edge the WebP, and next to nothing the JPEG. Measured here on 3000x2000 photo-like JPEGs
 * at widths 480-1600 (scripts/bench/bench-images.ts and the note in the commit):
 *
 * - AVIF quality 50, effort 1, 4:2:0. Quality 50 is sharp's default and, for photos, looks about like
 *   JPEG 75-80 at well under half the bytes. Effort 4 (the default) took 12 CPU-seconds a photo, which
 *   alone would be 72 s for the gallery on two cores; effort 1 takes 1.4 s for 8 % more bytes (effort 3
 *   took 2.8 s for 2 % more, effort 0 0.4 s for 10 % more, and
 *   on a real photo less fidelity at the same quality setting). 4:2:0 chroma (sharp's
 *   AVIF default is 4:4:4) saves bytes and time on photos, where colour at half resolution is invisible.
 * - WebP quality 75, effort 4: libwebp's defaults for photos, about 0.6 CPU-seconds a photo.
 * - JPEG quality 75, libjpeg-turbo, progressive, optimised Huffman tables, 4:2:0: the fallback for browsers
 *   that take neither, so it is made fast (0.13 CPU-seconds a photo; mozjpeg's trellis quantisation took
 *   0.56 s). Transparent PNG/WebP sources are flattened onto white for it; AVIF and WebP keep the alpha.
 */
const ENCODERS = {
  avif: { quality: 50, effort: 1, chromaSubsampling: "4:2:0" },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, progressive: true, optimiseCoding: true, chromaSubsampling: "4:2:0" },
  jpegBackground: "#ffffff",
} as const;

/**
 * The most bytes a variant may take, per pixel of its width (issue 56): 100, so the banner at 1280 px (what a phone at 3×
 * pixels downloads) takes at most 125 KB, within the home page's 200 KB image budget whatever photo the owner picks.
 * A photo over it is encoded again at each lower quality of QUALITY_STEPS until it fits (a photo of fine texture, or a
 * tall one cropped by the banner: measured here, a 3000×2000 photo of random grain was 94 KB at 1170 px and 229 KB at
 * 1600 px at the settings above). Ordinary photos are well under it and keep the settings above.
 */
const MAX_BYTES_PER_WIDTH_PIXEL = 100;
const QUALITY_STEPS = { avif: [40, 30, 20], webp: [60, 45, 30], jpeg: [60, 45, 30] } as const;

/** Bumped when the way variants are made changes in a way the settings above don't show. */
const PIPELINE_VERSION = 1;

/**
 * What goes into the hash besides the source's bytes: the encoder settings and the sharp and libvips
 * versions (a new encoder may write different bytes, which must not reuse an old file's name).
 */
const SETTINGS = JSON.stringify({
  pipeline: PIPELINE_VERSION,
  sharp: sharp.versions.sharp,
  vips: sharp.versions.vips,
  encoders: ENCODERS,
  maxBytesPerWidthPixel: MAX_BYTES_PER_WIDTH_PIXEL,
  qualitySteps: QUALITY_STEPS,
});

/** The brands of an ISO-BMFF `ftyp` box that mean HEVC-coded HEIF, i.e. an iPhone's HEIC. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

type SourceFormat = "jpeg" | "png" | "webp" | "heif";

/**
 * Reads the file's format from its first bytes. Returns the format, or a short description of what
 * the file seems to be instead (for the refusal's message).
 */
function sniffFormat(bytes: Buffer): { format: SourceFormat } | { heic: true } | { looksLike: string } {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString("latin1");
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { format: "jpeg" };
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { format: "png" };
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return { format: "webp" };
  if (ascii(4, 8) === "ftyp") {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
    // The major brand at 8, the minor version at 12, then the compatible brands.
    const brands = [ascii(8, 12), ...Array.from({ length: Math.max(0, (boxSize - 16) / 4) }, (_, i) => ascii(16 + 4 * i, 20 + 4 * i))];
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return { heic: true };
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return { looksLike: "an AVIF picture" };
    if (brands.some((brand) => brand === "mif1" || brand === "msf1")) return { heic: true };
    return { looksLike: "a video" };
  }
  if (ascii(0, 4) === "GIF8") return { looksLike: "a GIF" };
  if (ascii(0, 4) === "II*\0" || ascii(0, 4) === "MM\0*") return { looksLike: "a TIFF or camera RAW file" };
  if (ascii(0, 2) === "BM") return { looksLike: "a BMP picture" };
  if (ascii(0, 5) === "%PDF-") return { looksLike: "a PDF document" };
  if (/<svg[\s>]/i.test(ascii(0, 1024))) return { looksLike: "an SVG drawing" };
  return { looksLike: "not a picture at all" };
}

/** Whether this machine's libvips decodes the HEIC: true only with a libvips built with an HEVC decoder. */
async function canDecode(bytes: Buffer): Promise<boolean> {
  try {
    await sharp(bytes, { failOn: "error" }).resize(8, 8).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

interface Source {
  bytes: Buffer;
  format: SourceFormat;
}

/** Reads the photo and checks its format, or throws the PhotoError the owner should see. */
async function readSource(sourceFile: string): Promise<Source> {
  const name = path.basename(sourceFile);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(sourceFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new PhotoError(`The photo ${name} is not there: check its name, and that it was added to the photos folder.`, sourceFile, "missing");
    }
    throw error;
  }
  const sniffed = sniffFormat(bytes);
  if ("format" in sniffed) return { bytes, format: sniffed.format };
  if ("heic" in sniffed) {
    if (await canDecode(bytes)) return { bytes, format: "heif" };
    throw new PhotoError(
      `The photo ${name} is a HEIC file (the iPhone's usual format), which the site can't convert. ` +
        "Save it as a JPEG and add that instead: on the iPhone, choose Settings › Camera › Formats › Most Compatible " +
        "so that new photos are JPEGs, or share or export this photo as a JPEG (for example, email it to yourself " +
        "and save the attachment, or on a Mac use File › Export in Photos and pick JPEG).",
      sourceFile,
      "heic",
    );
  }
  throw new PhotoError(
    `The file ${name} is ${sniffed.looksLike}, not a JPEG, PNG or WebP photo: save the photo as a JPEG and add it again.`,
    sourceFile,
    "unsupported",
  );
}

function unreadable(sourceFile: string, error: unknown): PhotoError {
  // libvips' last line says what went wrong; the lines before it are the decoder's attempts.
  const detail = error instanceof Error ? ` (${error.message.trim().split("\n").pop()})` : "";
  return new PhotoError(
    `The photo ${path.basename(sourceFile)} could not be read: it may be damaged or only partly copied. Save it again as a JPEG and add it again${detail}.`,
    sourceFile,
    "unreadable",
  );
}

/** The upright size: width and height swapped for EXIF orientations 5 to 8. */
async function uprightSize(sourceFile: string, source: Source): Promise<{ width: number; height: number }> {
  try {
    const { autoOrient } = await sharp(source.bytes, { failOn: "error" }).metadata();
    return { width: autoOrient.width, height: autoOrient.height };
  } catch (error) {
    throw unreadable(sourceFile, error);
  }
}

/**
 * Format, upright width and height, and file size of a photo, for the content check (a photo smaller
 * than the largest size it is shown at; a file over a size limit). Reads the header only.
 * Throws a PhotoError for a missing, HEIC (where it can't be decoded), unsupported or unreadable file.
 */
export async function photoFacts(sourceFile: string): Promise<{ format: string; width: number; height: number; bytes: number }> {
  const source = await readSource(sourceFile);
  const { width, height } = await uprightSize(sourceFile, source);
  return { format: source.format, width, height, bytes: source.bytes.length };
}

/** The widths to write: the requested ones not wider than the source, or the source's own width if none is. */
function chosenWidths(requested: readonly number[], sourceWidth: number): number[] {
  for (const width of requested) {
    if (!Number.isInteger(width) || width < 1) throw new RangeError(`processPhoto: a width must be a positive whole number, not ${width}.`);
  }
  const widths = [...new Set(requested)].filter((width) => width <= sourceWidth).sort((a, b) => a - b);
  return widths.length > 0 ? widths : [sourceWidth];
}

function variantsFor(hash: string, size: { width: number; height: number }, widths: readonly number[]): PhotoVariant[] {
  return PHOTO_FORMATS.flatMap((format) =>
    chosenWidths(widths, size.width).map((width) => ({
      format,
      width,
      // Written at exactly this height (resize with fit "fill"), so the manifest-only path agrees with the files.
      height: Math.max(1, Math.round((width * size.height) / size.width)),
      fileName: `${hash}-${width}.${EXTENSIONS[format]}`,
    })),
  );
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Writes via a temporary name and a rename, so an interrupted or concurrent build never leaves half a file under the real name. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

async function readManifest(file: string): Promise<{ width: number; height: number } | undefined> {
  try {
    const manifest: unknown = JSON.parse(await fs.readFile(file, "utf8"));
    if (manifest && typeof manifest === "object" && "width" in manifest && "height" in manifest) {
      const { width, height } = manifest;
      if (Number.isInteger(width) && Number.isInteger(height)) return { width: width as number, height: height as number };
    }
  } catch {
    // Missing or unreadable: the photo is looked at again.
  }
  return undefined;
}

/**
 * The photo upright, converted to sRGB and resized to one variant's size, as raw pixels: decoded once per
 * width and shared by the three encoders. autoOrient() turns the pixels by the EXIF orientation before the
 * resize; raw pixels carry no metadata at all, so nothing of the source's EXIF (GPS above all), XMP, IPTC
 * or ICC profile can reach an output, and the encoders below are given none.
 */
async function resized(sourceFile: string, source: Source, size: { width: number; height: number }): Promise<Sharp> {
  try {
    const { data, info } = await sharp(source.bytes, { failOn: "error" })
      .autoOrient()
      .resize({ width: size.width, height: size.height, fit: "fill" })
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  } catch (error) {
    throw unreadable(sourceFile, error);
  }
}

/** One encoding of the image, at the format's own quality unless `quality` says another. */
function encode(image: Sharp, format: PhotoFormat, quality?: number): Promise<Buffer> {
  switch (format) {
    case "avif":
      return image.avif({ ...ENCODERS.avif, ...(quality && { quality }) }).toBuffer();
    case "webp":
      return image.webp({ ...ENCODERS.webp, ...(quality && { quality }) }).toBuffer();
    case "jpeg":
      return image
        .flatten({ background: ENCODERS.jpegBackground })
        .jpeg({ ...ENCODERS.jpeg, ...(quality && { quality }) })
        .toBuffer();
  }
}

/** The variant's encoding within MAX_BYTES_PER_WIDTH_PIXEL: at the format's quality, or the first lower one that fits (else the lowest). */
async function encodeWithin(image: Sharp, variant: PhotoVariant): Promise<Buffer> {
  const most = variant.width * MAX_BYTES_PER_WIDTH_PIXEL;
  let bytes = await encode(image.clone(), variant.format);
  for (const quality of QUALITY_STEPS[variant.format]) {
    if (bytes.length <= most) break;
    bytes = await encode(image.clone(), variant.format, quality);
  }
  return bytes;
}

/**
 * Writes the photo's variants into cacheDir (created if need be) and says what they are. Each format
 * of PHOTO_FORMATS at each of `widths` not wider than the upright source (at least one width: the
 * source's own when every requested width is wider). Variants already in cacheDir are kept; when all
 * are there, sharp is not run at all.
 */
export async function processPhoto(sourceFile: string, options: { widths: readonly number[]; cacheDir: string }): Promise<ProcessedPhoto> {
  const source = await readSource(sourceFile);
  const hash = createHash("sha256").update(source.bytes).update(SETTINGS).digest("hex").slice(0, 12);
  const manifestFile = path.join(options.cacheDir, `${hash}.json`);

  const known = await readManifest(manifestFile);
  if (known) {
    const variants = variantsFor(hash, known, options.widths);
    const present = await Promise.all(variants.map((variant) => exists(path.join(options.cacheDir, variant.fileName))));
    if (present.every(Boolean)) return { ...known, variants };
  }

  const size = known ?? (await uprightSize(sourceFile, source));
  const variants = variantsFor(hash, size, options.widths);
  await fs.mkdir(options.cacheDir, { recursive: true });
  const missing: PhotoVariant[] = [];
  for (const variant of variants) if (!(await exists(path.join(options.cacheDir, variant.fileName)))) missing.push(variant);
  // sharp runs each pipeline on libuv's thread pool (4 threads) and, on glibc Linux, gives each one a
  // single libvips thread: starting every width and every encoder at once is what keeps both cores busy.
  const widths = [...new Set(missing.map((variant) => variant.width))];
  await Promise.all(
    widths.map(async (width) => {
      const ofWidth = missing.filter((variant) => variant.width === width);
      const image = await resized(sourceFile, source, ofWidth[0]);
      await Promise.all(ofWidth.map(async (variant) => writeAtomically(path.join(options.cacheDir, variant.fileName), await encodeWithin(image, variant))));
    }),
  );
  // Written last, so its presence means the photo was looked at; the files themselves are checked on every call.
  if (!known) await writeAtomically(manifestFile, `${JSON.stringify(size)}\n`);
  return { ...size, variants };
}
