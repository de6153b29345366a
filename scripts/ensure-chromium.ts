/**
 * Makes sure Debian's Chromium is there for the Playwright suite (Playwright's own browser download
 * can't run here). Installs it with apt-get when running as root; otherwise says what to run.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!fs.existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  let hasApt = false;
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    hasApt = true;
  } catch {
    hasApt = false;
  }
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
  } else {
    console.error(`Chromium not found at ${CHROMIUM_PATH}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH) and try again.`);
    process.exit(1);
  }
}
