/**
 * The home page's image budget (issue 22): at most 200 KB of images transferred on a 390 px phone
 * (an 844 px window at 3× pixels) before the visitor scrolls, and what the whole page's images weigh
 * once scrolled to the end. Loads the production build (npm run build first) in Chromium; counts the
 * bytes of every image response (the build's files are sent uncompressed, so their length is what
 * travels). Median of RUNS (5) fresh visits, each with an empty cache.
 *
 *   npm run bench:images-budget
 *   RUNS=9 ROUTE=/ npm run bench:images-budget
 */
import { chromium } from "@playwright/test";
import { IMAGE_BUDGET_BYTES as BUDGET, IMAGE_BUDGET_SCREEN, countImageBytes } from "./image-budget.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PORTS } from "../tools/browsers.ts";
import { startServer } from "../tools/start-server.ts";
import { networkQuiet, watchNetwork } from "../tools/network-quiet.ts";

const PORT = PORTS.bench;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 5);
const ROUTE = process.env.ROUTE ?? "/";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer({ port: PORT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const before: number[] = [];
  const after: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext(IMAGE_BUDGET_SCREEN);
    const page = await context.newPage();
    const received = countImageBytes(page);
    watchNetwork(page);
    await page.goto(`${ORIGIN}${ROUTE}`);
    await networkQuiet(page);
    before.push(await received());
    // Down the page a screen at a time, as a visitor reads, letting each lazy image ask for itself.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 844) {
      await page.mouse.wheel(0, 844);
      await networkQuiet(page);
    }
    after.push(await received());
    await context.close();
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `${ROUTE} at 390 px (3×), median of ${RUNS}: images before any scroll ${kb(median(before))} (budget ${kb(BUDGET)}), after scrolling to the end ${kb(median(after))}`,
  );
  if (median(before) > BUDGET) {
    console.log(`Over budget by ${kb(median(before) - BUDGET)}.`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}
