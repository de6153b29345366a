/**
 * `npm run bench:images`: what a 12-photo gallery costs the build's image pipeline
 * (scripts/build/images/process-photo.ts). Generates 12 different 3000x2000 JPEGs, like a phone's
 * photos of cars (shapes, gradients and texture at several scales, so the encoders have real work), then
 * runs processPhoto on all of them at the gallery's widths into a fresh cache directory (cold) and again
 * into the same one (warm), three runs of each, one photo at a time and all at once, and prints the median
 * seconds (wall and CPU), the machine's load, and the bytes written per format.
 * The budget: at most 20 s added to a cold build on a 2-core machine, nothing measurable to a warm one.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { PHOTO_FORMATS, processPhoto, type ProcessedPhoto } from "../build/images/process-photo.ts";
import { seededRandom } from "../tools/seeded-random.ts";

const PHOTOS = 12;
const WIDTHS = [480, 800, 1200, 1600] as const;
const RUNS = 3;
const SOURCE = { width: 3000, height: 2000 };

/** One photo-like picture: a sky-to-ground gradient, a car-ish body with a highlight, scattered shapes, grain. */
async function makePhoto(file: string, seed: number): Promise<void> {
  const next = seededRandom(seed);
  const hue = Math.round(next() * 360);
  const { width: w, height: h } = SOURCE;
  const shapes = Array.from({ length: 40 }, () => {
    const x = Math.round(next() * w);
    const y = Math.round(next() * h);
    const r = Math.round(20 + next() * 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${Math.round(next() * 360)},${Math.round(20 + next() * 50)}%,${Math.round(25 + next() * 50)}%)" fill-opacity="${(0.15 + next() * 0.5).toFixed(2)}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${(hue + 180) % 360},30%,80%)"/><stop offset="0.55" stop-color="hsl(${(hue + 200) % 360},15%,55%)"/>
        <stop offset="1" stop-color="hsl(30,10%,25%)"/>
      </linearGradient>
      <linearGradient id="body" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${hue},60%,60%)"/><stop offset="0.5" stop-color="hsl(${hue},65%,35%)"/><stop offset="1" stop-color="hsl(${hue},70%,15%)"/>
      </linearGradient>
      <radialGradient id="shine" cx="0.35" cy="0.3" r="0.35"><stop offset="0" stop-color="#fff" stop-opacity="0.8"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    ${shapes}
    <path d="M300 1500 C 500 1000, 900 850, 1500 850 C 2100 850, 2500 1000, 2700 1500 L 2700 1650 L 300 1650 Z" fill="url(#body)"/>
    <ellipse cx="1300" cy="1150" rx="900" ry="300" fill="url(#shine)"/>
    <circle cx="800" cy="1650" r="230" fill="#1a1a1a"/><circle cx="2200" cy="1650" r="230" fill="#1a1a1a"/>
    <circle cx="800" cy="1650" r="120" fill="#9a9a9a"/><circle cx="2200" cy="1650" r="120" fill="#9a9a9a"/>
  </svg>`;
  // Texture at several scales (gravel, reflections, foliage, sensor grain), so it survives the resize to each
  // width as a real photo's detail does: at 1600 px, a JPEG at quality 75 comes to about 200 KB, as a phone's does.
  const layers = await Promise.all(
    [
      { scale: 32, sigma: 50 },
      { scale: 8, sigma: 40 },
      { scale: 2, sigma: 20 },
      { scale: 1, sigma: 10 },
    ].map(async ({ scale, sigma }) => {
      const [lw, lh] = [Math.round(w / scale), Math.round(h / scale)];
      const noise = Buffer.alloc(lw * lh);
      // Near-Gaussian (a sum of three uniforms) around mid-grey, from the seeded generator; grey, as a photo's
      // detail is mostly in its lightness.
      for (let i = 0; i < noise.length; i++) noise[i] = Math.max(0, Math.min(255, Math.round(128 + sigma * 2 * (next() + next() + next() - 1.5))));
      const input = await sharp(noise, { raw: { width: lw, height: lh, channels: 1 } })
        .resize(w, h, { kernel: "cubic" })
        .toColourspace("srgb")
        .png()
        .toBuffer();
      return { input, blend: "soft-light" as const };
    }),
  );
  // Composited in two steps: sharp flattens an SVG's layers first, then the texture over them.
  const drawn = await sharp(Buffer.from(svg)).png().toBuffer();
  await sharp(drawn).composite(layers).jpeg({ quality: 90 }).toFile(file);
}

interface Run {
  seconds: number;
  /** CPU time of the whole process (every thread), which the machine's other load disturbs far less than wall time. */
  cpuSeconds: number;
  photos: ProcessedPhoto[];
}

/**
 * "sequential": one photo after another (processPhoto runs a photo's widths and formats in parallel).
 * "together": every photo's processPhoto started at once, as a build can do; sharp queues the work on
 * libuv's thread pool, so both cores stay busy between one photo's last variant and the next photo's first.
 */
type Mode = "sequential" | "together";

async function gallery(sources: string[], cacheDir: string, mode: Mode): Promise<Run> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const options = { widths: WIDTHS, cacheDir };
  const photos: ProcessedPhoto[] = [];
  if (mode === "together") photos.push(...(await Promise.all(sources.map((source) => processPhoto(source, options)))));
  else for (const source of sources) photos.push(await processPhoto(source, options));
  const cpu = process.cpuUsage(cpuStart);
  return { seconds: (performance.now() - start) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6, photos };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const work = await fs.mkdtemp(path.join(os.tmpdir(), "bench-images-"));
try {
  console.log(`sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${os.cpus().length} CPUs, sharp concurrency ${sharp.concurrency()}`);
  console.log(`Generating ${PHOTOS} ${SOURCE.width}x${SOURCE.height} JPEGs...`);
  const sources = Array.from({ length: PHOTOS }, (_, i) => path.join(work, `photo-${String(i + 1).padStart(2, "0")}.jpg`));
  for (const [i, file] of sources.entries()) await makePhoto(file, i + 1);
  let sourceBytes = 0;
  for (const file of sources) sourceBytes += (await fs.stat(file)).size;
  console.log(`Sources: ${(sourceBytes / 1e6).toFixed(1)} MB in all`);

  const summary = (runs: Run[], digits: number) =>
    `median ${median(runs.map((r) => r.seconds)).toFixed(digits)} s, CPU ${median(runs.map((r) => r.cpuSeconds)).toFixed(digits)} s ` +
    `(runs ${runs.map((r) => r.seconds.toFixed(digits)).join(", ")})`;
  const results: string[] = [];
  let cacheDir = "";
  let photos: ProcessedPhoto[] = [];
  for (const mode of ["sequential", "together"] as const) {
    const cold: Run[] = [];
    const warm: Run[] = [];
    for (let run = 1; run <= RUNS; run++) {
      cacheDir = path.join(work, `cache-${mode}-${run}`);
      const result = await gallery(sources, cacheDir, mode);
      cold.push(result);
      photos = result.photos;
      console.log(`${mode} cold run ${run}: ${result.seconds.toFixed(2)} s (CPU ${result.cpuSeconds.toFixed(2)} s)`);
    }
    for (let run = 1; run <= RUNS; run++) {
      const result = await gallery(sources, cacheDir, mode);
      warm.push(result);
      console.log(`${mode} warm run ${run}: ${result.seconds.toFixed(3)} s (CPU ${result.cpuSeconds.toFixed(3)} s)`);
    }
    results.push(`${mode}, cold: ${summary(cold, 2)}`, `${mode}, warm: ${summary(warm, 3)}`);
  }

  console.log(
    `\n${PHOTOS} photos at widths ${WIDTHS.join(", ")}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}`,
  );
  for (const line of results) console.log(line);
  console.log("bytes written per format (all photos, all widths; in brackets, the 800 px variants alone):");
  for (const format of PHOTO_FORMATS) {
    let total = 0;
    let at800 = 0;
    for (const photo of photos) {
      for (const variant of photo.variants.filter((v) => v.format === format)) {
        const size = (await fs.stat(path.join(cacheDir, variant.fileName))).size;
        total += size;
        if (variant.width === 800) at800 += size;
      }
    }
    console.log(`  ${format.padEnd(5)} ${(total / 1024).toFixed(0).padStart(6)} KB (${(at800 / 1024).toFixed(0)} KB)`);
  }
} finally {
  await fs.rm(work, { recursive: true, force: true });
}
