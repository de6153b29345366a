/**
 * `npm run docs:pictures`: draws the README's picture (docs/pictures/site-and-editor.png) from the shipped content,
 * so it can be drawn again whenever the look changes: the home page and the pricing page on a phone, beside the
 * site editor on a computer with a price being changed.
 *
 * It builds the site into a build folder of its own (BUILD_DIR, node_modules/.cache/site-builds/docs-pictures unless
 * set), so build/ stays the site's, and serves it as `npm run edit` does (scripts/tools/serve.ts --edit, on
 * BENCH_PORT) over a temporary copy of the content: the editor never writes into content/, and the picture never
 * saves (the price is typed, Save is not pressed). Chromium is the suites' (scripts/tools/browsers.ts), with
 * reduced motion, as the suites run; sharp lays the three screens side by side.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";
import { FILE_PARAMETER } from "../../src/admin/editor-settings.ts";
import { fileFields } from "../../src/admin/schema/schema-fields.ts";
import { schemaFile } from "../../src/content/file-declarations.ts";
import { projectFolders } from "../../src/content/node/load-content.ts";
import { readContent } from "../../src/content/node/read-content.ts";
import { EDITOR_PATH, PAGES } from "../../src/lib/site-paths.ts";
import { startEditServer } from "./edit-server.ts";
import { readSchemaFiles } from "../build/admin/editor-config.ts";
import { buildDirSetting } from "../build/site-folders.ts";
import { DESKTOP_VIEWPORT, PHONE, PORTS, chromiumTestLaunchOptions } from "./browsers.ts";
import { networkQuiet, watchNetwork } from "./network-quiet.ts";

const root = path.resolve(import.meta.dirname, "../..");
const OUTPUT = path.join(root, "docs/pictures/site-and-editor.png");
/** How long a page may take to show what the picture needs (a loaded 2-core machine). */
const STEP_TIMEOUT_MS = 60_000;
/** The picture's height in pixels: the phones at 1:1 (844 px tall), the editor scaled to the same height. */
const HEIGHT = 844;
const GAP = 24;
const BACKGROUND = { r: 241, g: 243, b: 245, alpha: 1 };

/** Builds the site from the content into its own build folder, and answers that folder's client/. */
function build(): string {
  const buildDir = process.env.BUILD_DIR ? buildDirSetting() : "node_modules/.cache/site-builds/docs-pictures";
  console.log(`$ BUILD_DIR=${buildDir} npm run build`);
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (built.status !== 0) throw new Error("docs:pictures: the site didn't build.");
  return path.resolve(root, buildDir, "client");
}

/** Waits until every picture on the page is decoded and the fonts are in, so the screenshot is the page as it settles. */
async function settled(page: Page): Promise<void> {
  await networkQuiet(page);
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = "eager";
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

/**
 * A browser context answered by the local server alone: the scheduling provider's script and the map's tiles would
 * make the picture depend on the network.
 */
async function localContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, reducedMotion: "reduce" });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"));
  context.on("page", watchNetwork);
  return context;
}

/** A page of the site on the phone, the top of it as a visitor first sees it. */
async function phoneScreen(browser: Browser, url: string): Promise<Buffer> {
  const context = await localContext(browser, PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url, { timeout: STEP_TIMEOUT_MS });
    await settled(page);
    return await page.screenshot({ animations: "disabled" });
  } finally {
    await context.close();
  }
}

/**
 * The editor on a computer with the pricing file open and its first price typed one pound higher, key by key as the
 * owner types, its preview redrawn with it. Found as the owner sees it: the groups named by the schema's labels and
 * the content's names (prices › wash type › vehicle size), the box by its package's name.
 */
async function editorScreen(browser: Browser, origin: string): Promise<Buffer> {
  const pricing = readContent(root).pricing;
  const [wash, size, tier] = [pricing.washTypes[0], pricing.vehicleSizes[0], pricing.tiers[0]];
  const price = pricing.prices[wash.id][size.id][tier.id];
  const schemas = readSchemaFiles(projectFolders(root).schemaDir);
  const pricesLabel = fileFields(
    schemaFile("pricing"),
    parse(fs.readFileSync(path.join(projectFolders(root).contentDir, "pricing.yaml"), "utf8")),
    schemas,
  ).find((field) => field.path.join(".") === "prices")?.label;
  if (!pricesLabel) throw new Error("docs:pictures: the pricing form has no prices group");

  const context = await localContext(browser, { viewport: DESKTOP_VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${EDITOR_PATH}?${FILE_PARAMETER}=pricing`, { timeout: STEP_TIMEOUT_MS });
    const box = page
      .getByRole("group", { name: pricesLabel, exact: true })
      .getByRole("group", { name: wash.name, exact: true })
      .getByRole("spinbutton", { name: `${tier.name}, ${size.name}`, exact: true });
    await box.waitFor({ timeout: STEP_TIMEOUT_MS });
    const preview = page.frameLocator("iframe").getByRole("heading", { level: 1 });
    await preview.waitFor({ timeout: STEP_TIMEOUT_MS });
    await box.scrollIntoViewIfNeeded();
    await box.click();
    await box.press("ControlOrMeta+a");
    await box.pressSequentially(String(price + 1));
    // The preview redraws with the typed price: wait for its table to show it, so the picture shows the change.
    await page
      .frameLocator("iframe")
      .getByRole("table")
      .first()
      .getByText(`£${price + 1}`)
      .first()
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await page
      .frameLocator("iframe")
      .locator("body")
      .evaluate(async (body) => {
        await Promise.all([...body.ownerDocument.images].map((image) => image.decode().catch(() => undefined)));
        await body.ownerDocument.fonts.ready;
      });
    return await page.screenshot({ animations: "disabled" });
  } finally {
    await context.close();
  }
}

/** The three screens side by side on a light background, each with rounded corners, small enough for the repository. */
async function compose(screens: Buffer[]): Promise<Buffer> {
  const scaled = await Promise.all(
    screens.map(async (screen) => {
      const resized = await sharp(screen).resize({ height: HEIGHT }).png().toBuffer();
      const { width = 0 } = await sharp(resized).metadata();
      const corners = Buffer.from(`<svg width="${width}" height="${HEIGHT}"><rect width="${width}" height="${HEIGHT}" rx="18" ry="18"/></svg>`);
      return {
        input: await sharp(resized)
          .composite([{ input: corners, blend: "dest-in" }])
          .png()
          .toBuffer(),
        width,
      };
    }),
  );
  const width = scaled.reduce((sum, screen) => sum + screen.width, 0) + GAP * (scaled.length + 1);
  let left = GAP;
  const layers = scaled.map((screen) => {
    const layer = { input: screen.input, left, top: GAP };
    left += screen.width + GAP;
    return layer;
  });
  // Three quarters of the size, in a palette of 256 colours: GitHub shows it at about 900 px wide, and the file stays under 300 KB.
  const full = await sharp({ create: { width, height: HEIGHT + 2 * GAP, channels: 4, background: BACKGROUND } })
    .composite(layers)
    .png()
    .toBuffer();
  return sharp(full)
    .resize({ width: Math.round(width * 0.75) })
    .png({ palette: true, colours: 256, effort: 10, compressionLevel: 9 })
    .toBuffer();
}

async function main(): Promise<void> {
  const client = build();
  const server = await startEditServer({ build: client, content: projectFolders(root).contentDir, port: PORTS.bench });
  const browser = await chromium.launch(chromiumTestLaunchOptions);
  try {
    const home = await phoneScreen(browser, `${server.origin}${PAGES.home.path}`);
    const prices = await phoneScreen(browser, `${server.origin}${PAGES.pricing.path}`);
    const editor = await editorScreen(browser, server.origin);
    const picture = await compose([home, prices, editor]);
    fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
    fs.writeFileSync(OUTPUT, picture);
    console.log(`docs:pictures: wrote ${path.relative(root, OUTPUT)} (${Math.round(picture.length / 1024)} KB)`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
