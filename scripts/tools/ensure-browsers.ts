/**
 * Makes sure Debian's browsers for the browser tests are there (Playwright's own browser downloads can't run
 * here): `tsx scripts/tools/ensure-browsers.ts chromium` for the Playwright suite, `… firefox webkit` for
 * `npm run test:engines`. Whatever is missing is installed with apt-get when running as root; otherwise the
 * run stops with the one command to run.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";

import { CHROMIUM_HEADLESS_PATH, CHROMIUM_PATH, FIREFOX_PATH } from "./browsers.ts";

/** What each engine needs: a file that shows the Debian package is installed, by package. */
const ENGINES: Record<string, Record<string, string>> = {
  // The screenshot suite draws every page in DejaVu only (tests/visual/fonts.conf), so a fresh machine matches the baselines.
  // The suites drive the headless shell; the benchmarks, the whole browser (scripts/tools/browsers.ts).
  chromium: {
    chromium: CHROMIUM_PATH,
    "chromium-headless-shell": CHROMIUM_HEADLESS_PATH,
    "fonts-dejavu-core": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  },
  // Playwright drives Firefox ESR over WebDriver BiDi (playwright.engines.config.ts).
  firefox: { "firefox-esr": FIREFOX_PATH },
  // WebKitWebDriver and WebKitGTK, under Xvfb, with the PyGObject bindings tests/support/webkit/phone-browser.py uses.
  webkit: {
    "webkit2gtk-driver": "/usr/bin/WebKitWebDriver",
    xvfb: "/usr/bin/xvfb-run",
    "gir1.2-webkit2-4.1": "/usr/lib/x86_64-linux-gnu/girepository-1.0/WebKit2-4.1.typelib",
    "python3-gi": "/usr/lib/python3/dist-packages/gi/__init__.py",
  },
  // Not a browser, but the other program the checks run: the Nu HTML Checker (npm run check:html) is a Java program.
  java: { "default-jre-headless": "/usr/bin/java" },
};

const engines = process.argv.slice(2);
const unknown = engines.filter((engine) => !(engine in ENGINES));
if (engines.length === 0 || unknown.length > 0) {
  console.error(`Usage: tsx scripts/tools/ensure-browsers.ts ${Object.keys(ENGINES).join("|")} …${unknown.length ? ` (unknown: ${unknown.join(", ")})` : ""}`);
  process.exit(2);
}

const missing = engines.flatMap((engine) =>
  Object.entries(ENGINES[engine])
    .filter(([, file]) => !fs.existsSync(file))
    .map(([pkg]) => pkg),
);
if (missing.length > 0) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  let hasApt = false;
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    hasApt = true;
  } catch {
    hasApt = false;
  }
  const packages = missing.join(" ");
  if (isRoot && hasApt) {
    console.log(`Installing Debian's ${packages} with apt-get…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: "inherit" });
  } else {
    console.error(`Missing for the browser tests: run \`sudo apt-get install -y ${packages}\` and try again.`);
    process.exit(1);
  }
}
