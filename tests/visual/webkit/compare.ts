/**
 * The WebKit screenshots' comparison with their baselines (tests/visual/baselines/webkit), the part of Playwright's
 * toHaveScreenshot the WebDriver run has to do itself, with sharp (already the build's image tool).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { PROJECT_ROOT } from "../../support/content-root.ts";

const BASELINES = path.join(PROJECT_ROOT, "tests/visual/baselines/webkit");
/** Where a failed comparison leaves the expected, actual and diff images (run.ts lists the diffs). */
const RESULTS = path.join(PROJECT_ROOT, "test-results/visual/webkit");

/**
 * How far one pixel's channel (0–255) may lie outside what the other picture has at that place. WebKitGTK draws the
 * same page a shade differently from one shot to the next where an edge falls between pixels (a glyph's edge, the
 * border of an image at a fractional y): a pixel counts as changed only if it lies outside the range of its 3 × 3
 * neighbourhood in the other picture, both ways round, as anti-aliasing does not and a moved, changed or recoloured
 * element does.
 */
const CHANNEL_TOLERANCE = 16;
/**
 * How many pixels may still change. The fixture's pictures are missing (their files aren't in public/), and WebKit
 * draws a missing picture as a grey box whose border, at a fractional y, lands on one pixel or spreads over two from
 * one shot to the next: up to 50 pixels on the home page, where the five brand boxes' borders meet their labels'
 * text. A word changed or an element moved changes hundreds.
 */
const MAX_DIFF_PIXELS = 60;
/** `npm run test:visual:update` (run.ts sets it): a missing or differing baseline is written, as Playwright's --update-snapshots=changed. */
const updating = () => process.env.VISUAL_UPDATE === "1";

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

const decode = async (png: Buffer): Promise<Raw> => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** Whether the pixel at (x, y) of `a` lies outside the range of `b`'s 3 × 3 neighbourhood there, in some channel. */
function outsideNeighbourhood(a: Raw, b: Raw, x: number, y: number): boolean {
  const at = (y * a.width + x) * 4;
  for (let channel = 0; channel < 4; channel++) {
    let low = 255;
    let high = 0;
    for (let ny = Math.max(0, y - 1); ny <= Math.min(b.height - 1, y + 1); ny++) {
      for (let nx = Math.max(0, x - 1); nx <= Math.min(b.width - 1, x + 1); nx++) {
        const value = b.data[(ny * b.width + nx) * 4 + channel];
        low = Math.min(low, value);
        high = Math.max(high, value);
      }
    }
    const value = a.data[at + channel];
    if (value < low - CHANNEL_TOLERANCE || value > high + CHANNEL_TOLERANCE) return true;
  }
  return false;
}

/** The pixels changed (outsideNeighbourhood, either way round), and a picture of them (red over a faded actual), or why they can't be compared. */
function difference(expected: Raw, actual: Raw): { count: number; image?: Buffer; sizes?: string } {
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return { count: Infinity, sizes: `${actual.width} × ${actual.height} px against the baseline's ${expected.width} × ${expected.height}` };
  }
  const image = Buffer.alloc(actual.data.length);
  let count = 0;
  for (let y = 0; y < actual.height; y++) {
    for (let x = 0; x < actual.width; x++) {
      const at = (y * actual.width + x) * 4;
      let same = true;
      for (let channel = 0; channel < 4; channel++) same &&= Math.abs(actual.data[at + channel] - expected.data[at + channel]) <= CHANNEL_TOLERANCE;
      const changed = !same && (outsideNeighbourhood(actual, expected, x, y) || outsideNeighbourhood(expected, actual, x, y));
      if (changed) count++;
      const faded = 255 - (255 - actual.data[at]) / 4;
      image.set(changed ? [255, 0, 0, 255] : [faded, faded, faded, 255], at);
    }
  }
  return { count, image };
}

/**
 * Compares a screenshot (PNG) with its baseline `name`.png; answers what is wrong, or null when it matches. A
 * failure leaves `name`-expected.png, -actual.png and -diff.png in test-results/visual/webkit.
 */
export async function compareWithBaseline(png: Buffer, name: string): Promise<string | null> {
  const baseline = path.join(BASELINES, `${name}.png`);
  const exists = fs.existsSync(baseline);
  const found = exists ? difference(await decode(fs.readFileSync(baseline)), await decode(png)) : undefined;
  if (found && found.count <= MAX_DIFF_PIXELS) return null;
  if (updating()) {
    fs.mkdirSync(BASELINES, { recursive: true });
    // Written as sharp writes it, so an unchanged page writes the same bytes.
    await sharp(png).png({ compressionLevel: 9 }).toFile(baseline);
    return null;
  }
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, `${name}-actual.png`), png);
  if (!found) return `no baseline ${path.relative(PROJECT_ROOT, baseline)} (write it with npm run test:visual:update)`;
  fs.copyFileSync(baseline, path.join(RESULTS, `${name}-expected.png`));
  if (found.image) {
    const { width, height } = await sharp(png).metadata();
    await sharp(found.image, { raw: { width: width!, height: height!, channels: 4 } })
      .png()
      .toFile(path.join(RESULTS, `${name}-diff.png`));
  }
  return found.sizes ?? `${found.count} pixels differ from ${path.relative(PROJECT_ROOT, baseline)} (more than ${MAX_DIFF_PIXELS} may not)`;
}
