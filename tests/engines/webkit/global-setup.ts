import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SITE_SERVER_PORT, WEBKIT_DRIVER_PORT } from "./support/ports";

/**
 * Before the WebKit journeys: the production build served as `npm start` serves it (scripts/tools/serve.ts), and
 * WebKitWebDriver under Xvfb (WebKitGTK has no headless mode). Both are stopped afterwards, each by its own
 * process group.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, detached: true, stdio: ["ignore", "ignore", "inherit"] });
  child.unref();
  return child;
}

function stop(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

async function waitForHttp(url: string, what: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit code ${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${what} did not answer at ${url} within a minute`);
}

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

export default async function setup(): Promise<() => void> {
  const siteUrl = `http://127.0.0.1:${SITE_SERVER_PORT}/`;
  // As Playwright's webServer does outside CI: a build already served on the port is used as it is.
  const reuse = !process.env.CI && (await answers(siteUrl));
  const site = reuse ? undefined : start(process.execPath, ["--import", "tsx", "scripts/tools/serve.ts"], { PORT: String(SITE_SERVER_PORT) });
  const driver = start("xvfb-run", ["--auto-servernum", "WebKitWebDriver", `--port=${WEBKIT_DRIVER_PORT}`]);
  const teardown = () => {
    stop(driver);
    if (site) stop(site);
  };
  try {
    if (site) await waitForHttp(siteUrl, "The build's server", site);
    await waitForHttp(`http://127.0.0.1:${WEBKIT_DRIVER_PORT}/status`, "WebKitWebDriver", driver);
  } catch (error) {
    teardown();
    throw error;
  }
  return teardown;
}
