import { startServer, type RunningServer } from "../../../scripts/tools/start-server.ts";
import { startNotingDrivers, stopEveryDriver } from "./drivers.ts";
import { SITE_SERVER_PORT } from "./ports";

/**
 * Before the WebKit journeys: the production build served as `npm start` serves it (scripts/tools/serve.ts, started by
 * scripts/tools/start-server.ts), stopped afterwards. Each browser brings its own WebKitWebDriver (webkit.ts); any
 * a test file's end left running is stopped here too, at the end of the run.
 */
const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

export default async function setup(): Promise<() => Promise<void>> {
  // As Playwright's webServer does outside CI: a build already served on the port is used as it is.
  startNotingDrivers();
  const reuse = !process.env.CI && (await answers(`http://127.0.0.1:${SITE_SERVER_PORT}/`));
  const site: RunningServer | undefined = reuse ? undefined : await startServer({ port: SITE_SERVER_PORT });
  return async () => {
    stopEveryDriver();
    await site?.stop();
  };
}
