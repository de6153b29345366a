/**
 * The WebKit runs' drivers (webkit.ts starts one per browser), each written down by its process group while it runs,
 * so that global-setup.ts's teardown stops whatever a test file's own end didn't (a worker that ended before its
 * afterAll): a driver left running keeps its browser and Xvfb, and holds the run open.
 */
import fs from "node:fs";
import path from "node:path";
import os from "node:os";

/** Names the run's own folder to the test files' workers (two WebKit runs may go side by side: journeys, screenshots). */
const FOLDER_VARIABLE = "WEBKIT_DRIVERS_FOLDER";

/** Where this run writes each running driver's process group down, a file named by it: made by the run's set-up. */
export function startNotingDrivers(): void {
  process.env[FOLDER_VARIABLE] = fs.mkdtempSync(path.join(os.tmpdir(), "webkit-drivers-"));
}

/** Writes a driver's process group down. */
export function noteDriver(group: number): void {
  const folder = process.env[FOLDER_VARIABLE];
  if (folder) fs.writeFileSync(path.join(folder, String(group)), "");
}

/** Stops every driver this run wrote down, and forgets the folder. */
export function stopEveryDriver(): void {
  const folder = process.env[FOLDER_VARIABLE];
  if (!folder || !fs.existsSync(folder)) return;
  for (const group of fs.readdirSync(folder)) stopDriver(Number(group));
  fs.rmSync(folder, { recursive: true, force: true });
}

/** Stops a driver's process group (the driver, its browser and its Xvfb), and crosses it off. */
export function stopDriver(group: number | undefined): void {
  if (group === undefined) return;
  try {
    process.kill(-group, "SIGTERM");
  } catch {
    // Already gone.
  }
  const folder = process.env[FOLDER_VARIABLE];
  if (folder) fs.rmSync(path.join(folder, String(group)), { force: true });
}
