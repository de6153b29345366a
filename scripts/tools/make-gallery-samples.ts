/**
 * Generates the gallery's sample photos: two before-and-after pairs of a car's side panel, drawn, not
 * photographed, so the "Our Work" section can be seen before the owner has added real photos.
 *
 * Each picture is an SVG rendered by sharp (librsvg) and saved as a JPEG: a close-up of a rear door and
 * wheel arch, with the sky reflected above the waist line and the ground below it, as paint reflects
 * them. "Before" is the same panel dull and dirty: a grey film of traffic dust thickening towards the
 * sills, road grime, water spots and runs from the last rain. "After" is clean and glossy: deep colour,
 * a sharp horizon in the reflection, a bright highlight and the crisp reflection of a building's windows.
 * Pair 1 is a red hatchback, pair 2 a dark blue saloon.
 *
 * Nothing is random: the dirt comes from a seeded generator, so re-running the script rewrites the same
 * bytes (given the same sharp, librsvg and libjpeg versions).
 *
 * Outputs (relative to the repo root): content/photos/sample-{1,2}-{before,after}.jpg, 1600x1200.
 * Usage:  npm run make:gallery-samples  (npx tsx scripts/tools/make-gallery-samples.ts)
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { seededRandom } from "./seeded-random.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT = path.join(root, "content/photos");
const W = 1600;
const H = 1200;
/** The largest file the script accepts from itself; the owner's photos are judged by the content check. */
const MAX_BYTES = 250 * 1024;

interface Paint {
  /** Hue, saturation and lightness of the body colour. */
  hue: number;
  sat: number;
  light: number;
}

const SAMPLES: { n: number; paint: Paint; seed: number }[] = [
  { n: 1, paint: { hue: 356, sat: 78, light: 40 }, seed: 11 },
  { n: 2, paint: { hue: 218, sat: 62, light: 28 }, seed: 23 },
];

const f = (value: number) => value.toFixed(1);
const hsl = (hue: number, sat: number, light: number) => `hsl(${f(hue)},${f(sat)}%,${f(Math.max(0, Math.min(100, light)))}%)`;

/** The panel's shapes, shared by both states: where the waist line, the door gap, the handle and the arch are. */
const WAIST_Y = 520;
const GAP_X = 1130;
const ARCH = { cx: 330, cy: 1330, r: 470 };

/** The panel's colours: dirt takes the colour out of the paint and flattens its reflections. */
function panelColours(paint: Paint, clean: boolean) {
  const { hue } = paint;
  const sat = clean ? paint.sat : paint.sat * 0.55;
  const light = clean ? paint.light : paint.light + 6;
  const contrast = clean ? 1 : 0.45;
  const sky = hsl(hue, sat * 0.55, light + 34 * contrast);
  const horizon = hsl(hue, sat * 0.8, light + 20 * contrast);
  const body = hsl(hue, sat, light);
  const deep = hsl(hue, sat, light - 16 * contrast);
  const ground = hsl(hue, sat * 0.9, light - 6 * contrast);

  return { hue, sat, light, contrast, sky, horizon, body, deep, ground };
}

type Colours = ReturnType<typeof panelColours>;

/** The gradients and filters the shapes paint with. */
function panelDefs({ sky, horizon, deep, body, ground }: Colours, clean: boolean): string[] {
  const parts: string[] = [];
  parts.push(`<defs>
    <linearGradient id="paint" x1="0" y1="0" x2="0.12" y2="1">
      <stop offset="0" stop-color="${sky}"/>
      <stop offset="0.36" stop-color="${horizon}"/>
      <stop offset="${clean ? "0.375" : "0.42"}" stop-color="${deep}"/>
      <stop offset="0.62" stop-color="${body}"/>
      <stop offset="1" stop-color="${ground}"/>
    </linearGradient>
    <linearGradient id="tyre" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2a2a2a"/><stop offset="1" stop-color="#0d0d0d"/>
    </linearGradient>
    <radialGradient id="highlight" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="${clean ? 0.85 : 0.22}"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="grime" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8a8170" stop-opacity="0.18"/>
      <stop offset="0.6" stop-color="#7a6e5a" stop-opacity="0.3"/>
      <stop offset="1" stop-color="#5e5242" stop-opacity="0.62"/>
    </linearGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${clean ? 6 : 22}"/></filter>
    <filter id="blur2"><feGaussianBlur stdDeviation="2"/></filter>
  </defs>`);

  return parts;
}

/** The panel itself, clean or dirty: paint, wheel arch, reflections, waist line, door gap, handle and highlight. */
function panelShapes({ hue, sat, light, contrast, deep }: Colours, clean: boolean): string[] {
  const parts: string[] = [];
  // The paint, the wheel arch cut out of it, the tyre and the arch's lip.
  parts.push(`<rect width="${W}" height="${H}" fill="url(#paint)"/>`);
  parts.push(`<circle cx="${ARCH.cx}" cy="${ARCH.cy}" r="${ARCH.r}" fill="#111"/>`);
  parts.push(`<circle cx="${ARCH.cx}" cy="${ARCH.cy + 40}" r="${ARCH.r - 50}" fill="url(#tyre)"/>`);
  parts.push(
    `<circle cx="${ARCH.cx}" cy="${ARCH.cy}" r="${ARCH.r + 6}" fill="none" stroke="${hsl(hue, sat, light + 18 * contrast)}" stroke-width="10" stroke-opacity="0.7"/>`,
  );

  // The reflection of a building's windows in the upper half, crisp when clean, a smear when dirty.
  const windows: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 9; col++) {
      const x = 150 + col * 150 + row * 26;
      const y = 90 + row * 110;
      windows.push(`<rect x="${x}" y="${y}" width="92" height="64" rx="4" fill="${hsl(hue, sat * 0.4, light + 44 * contrast)}"/>`);
    }
  }
  parts.push(`<g opacity="${clean ? 0.55 : 0.18}" filter="url(#soft)" transform="skewX(-12)">${windows.join("")}</g>`);

  // The waist line: a crease catching the light above and a shadow below.
  parts.push(
    `<path d="M0 ${WAIST_Y} C 500 ${WAIST_Y - 18}, 1100 ${WAIST_Y - 30}, ${W} ${WAIST_Y - 42}" fill="none" stroke="${hsl(hue, sat * 0.5, light + 40 * contrast)}" stroke-width="5" stroke-opacity="${clean ? 0.9 : 0.4}"/>`,
  );
  parts.push(
    `<path d="M0 ${WAIST_Y + 8} C 500 ${WAIST_Y - 10}, 1100 ${WAIST_Y - 22}, ${W} ${WAIST_Y - 34}" fill="none" stroke="${hsl(hue, sat, light - 20)}" stroke-width="9" stroke-opacity="0.6" filter="url(#blur2)"/>`,
  );

  // The door gap and the handle of the door beyond it.
  parts.push(`<path d="M${GAP_X} 0 L ${GAP_X - 40} ${H}" stroke="#0a0a0a" stroke-width="6"/>`);
  parts.push(`<path d="M${GAP_X + 5} 0 L ${GAP_X - 35} ${H}" stroke="${hsl(hue, sat * 0.5, light + 30 * contrast)}" stroke-width="2" stroke-opacity="0.6"/>`);
  parts.push(`<rect x="1250" y="380" width="230" height="62" rx="31" fill="${deep}" stroke="${hsl(hue, sat * 0.4, light + 30 * contrast)}" stroke-width="3"/>`);
  parts.push(`<rect x="1268" y="392" width="194" height="26" rx="13" fill="${hsl(hue, sat * 0.5, light + 26 * contrast)}" opacity="0.6"/>`);

  // The highlight: a long bright streak along the sky's reflection, and the sun's spot.
  parts.push(
    `<ellipse cx="760" cy="300" rx="${clean ? 520 : 620}" ry="${clean ? 46 : 120}" transform="rotate(-4 760 300)" fill="url(#highlight)" filter="url(#soft)"/>`,
  );
  if (clean) parts.push(`<ellipse cx="980" cy="250" rx="90" ry="26" fill="url(#highlight)" transform="rotate(-4 980 250)"/>`);

  return parts;
}

/** The dirt on a dirty panel, from the seeded generator: dust, rain runs, water spots and road grime. */
function panelDirt(next: () => number): string[] {
  const parts: string[] = [];
  // A film of traffic dust, thicker towards the sills.
  parts.push(`<rect width="${W}" height="${H}" fill="url(#grime)"/>`);
  // Runs from the last rain, down from the waist line.
  for (let i = 0; i < 26; i++) {
    const x = next() * W;
    const y = WAIST_Y - 20 + next() * 40;
    const length = 120 + next() * 420;
    const sway = (next() - 0.5) * 30;
    parts.push(
      `<path d="M${f(x)} ${f(y)} q ${f(sway)} ${f(length / 2)} ${f(sway / 2)} ${f(length)}" stroke="#4d4436" stroke-opacity="${f(0.1 + next() * 0.18)}" stroke-width="${f(3 + next() * 7)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  // Water spots: dried rings of minerals.
  for (let i = 0; i < 70; i++) {
    const r = 4 + next() * 14;
    parts.push(
      `<circle cx="${f(next() * W)}" cy="${f(next() * H * 0.85)}" r="${f(r)}" fill="#d8d2c4" fill-opacity="${f(0.04 + next() * 0.08)}" stroke="#e6e0d2" stroke-opacity="${f(0.1 + next() * 0.2)}" stroke-width="${f(1 + next() * 1.6)}"/>`,
    );
  }
  // Road grime: specks, many more near the bottom and around the arch.
  for (let i = 0; i < 2200; i++) {
    const y = H * (1 - Math.pow(next(), 1.8));
    const r = 0.8 + Math.pow(next(), 3) * 5;
    const shade = 22 + next() * 26;
    parts.push(`<circle cx="${f(next() * W)}" cy="${f(y)}" r="${f(r)}" fill="${hsl(32, 22, shade)}" fill-opacity="${f(0.35 + next() * 0.5)}"/>`);
  }
  return parts;
}

function panelSvg(paint: Paint, clean: boolean, seed: number): string {
  const next = seededRandom(seed);
  const colours = panelColours(paint, clean);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    ...panelDefs(colours, clean),
    ...panelShapes(colours, clean),
    ...(clean ? [] : panelDirt(next)),
    "</svg>",
  ];
  return parts.join("\n");
}

/**
 * Grain, as a camera's sensor gives every photo (and dust gives a dirty panel more of): grey noise from the
 * seeded generator, laid over the drawing with soft light. It also hides the banding of smooth gradients.
 */
async function grain(seed: number, amplitude: number): Promise<Buffer> {
  const next = seededRandom(seed);
  const noise = Buffer.alloc(W * H);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.round(128 + amplitude * 2 * (next() + next() + next() - 1.5));
  return sharp(noise, { raw: { width: W, height: H, channels: 1 } })
    .toColourspace("srgb")
    .png()
    .toBuffer();
}

await fs.mkdir(OUT, { recursive: true });
for (const { n, paint, seed } of SAMPLES) {
  for (const state of ["before", "after"] as const) {
    const file = path.join(OUT, `sample-${n}-${state}.jpg`);
    // Quality 82 with mozjpeg: these are the sources the build's pipeline resizes, so a little above what it writes.
    const clean = state === "after";
    const drawn = await sharp(Buffer.from(panelSvg(paint, clean, seed)))
      .png()
      .toBuffer();
    const bytes = await sharp(drawn)
      .composite([{ input: await grain(seed + (clean ? 1000 : 2000), clean ? 5 : 9), blend: "soft-light" }])
      .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: "4:2:0" })
      .toBuffer();
    if (bytes.length > MAX_BYTES) throw new Error(`${path.relative(root, file)} came to ${bytes.length} bytes, over ${MAX_BYTES}.`);
    await fs.writeFile(file, bytes);
    console.log(`${path.relative(root, file)}  ${W}x${H}  ${(bytes.length / 1024).toFixed(0)} KB`);
  }
}
