/**
 * How long each page is, in screens, on phones and a computer (issue 20: /pricing at 390 px within 5
 * screens of an 844 px phone). Loads the production build (npm run build first) in Chromium, with the
 * app started, at 360, 390 and 1280 px, and prints the document's height in px and in screens of the
 * window's height. Lengths don't vary from run to run, so one run is the figure.
 *
 *   npm run bench:length              every page
 *   ROUTES=/pricing npm run bench:length
 *   JSON=1 npm run bench:length       one JSON object per page, for comparing builds
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { readContent } from "../../src/content/node/read-content.ts";
import { benchPages } from "./bench-pages.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, PORTS } from "../tools/browsers.ts";
import { startServer } from "../tools/start-server.ts";
import { networkQuiet, watchNetwork } from "../tools/network-quiet.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PORT = PORTS.bench;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** A phone's window is 844 px tall (an iPhone 12 to 15), the computer's 800 px. */
const WINDOWS = [{ width: 360, height: 844 }, PHONE.viewport, { width: 1280, height: 800 }];

const pages = benchPages(readContent(root)).filter((page, index, all) => all.findIndex((other) => other.route === page.route) === index);
const server = await startServer({ port: PORT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(["page", ...WINDOWS.map((size) => `${size.width} px: px (screens)`)].join("\t"));
  for (const benchPage of pages) {
    const lengths: Record<number, number> = {};
    for (const size of WINDOWS) {
      const page = await browser.newPage({ viewport: size, isMobile: size.width < 1024, hasTouch: size.width < 1024 });
      watchNetwork(page);
      await page.goto(`${ORIGIN}${benchPage.url}`);
      await networkQuiet(page);
      await page.evaluate(() => document.fonts.ready);
      lengths[size.width] = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.close();
    }
    if (process.env.JSON) console.log(JSON.stringify({ page: benchPage.route, lengths }));
    else console.log([benchPage.route, ...WINDOWS.map((size) => `${lengths[size.width]} (${(lengths[size.width] / size.height).toFixed(2)})`)].join("\t"));
  }
} finally {
  await browser.close();
  await server.stop();
}
