import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer, type RunningServer } from "../../../scripts/tools/start-server.ts";
import { SITE_SERVER_PORT, WEBKIT_DRIVER_PORT } from "./ports";

/**
 * Before the WebKit journeys: the production build served as `npm start` serves it (scripts/tools/serve.ts, started
 * by scripts/tools/start-server.ts), and WebKitWebDriver under Xvfb (WebKitGTK has no headless mode). Both are
 * stopped afterwards, the driver by its own process group.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function startDriver(): ChildProcess {
  const child = spawn("xvfb-run", ["--auto-servernum", "WebKitWebDriver", `--port=${WEBKIT_DRIVER_PORT}`], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.unref();
  return child;
}

function stopDriver(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

async function waitForDriver(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver stopped (exit code ${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} within a minute`);
}

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

export default async function setup(): Promise<() => Promise<void>> {
  // As Playwright's webServer does outside CI: a build already served on the port is used as it is.
  const reuse = !process.env.CI && (await answers(`http://127.0.0.1:${SITE_SERVER_PORT}/`));
  const driver = startDriver();
  let site: RunningServer | undefined;
  const teardown = async () => {
    stopDriver(driver);
    await site?.stop();
  };
  try {
    if (!reuse) site = await startServer({ port: SITE_SERVER_PORT });
    await waitForDriver(`http://127.0.0.1:${WEBKIT_DRIVER_PORT}/status`, driver);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
