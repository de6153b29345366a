import http from "node:http";
import { booking } from "../../../e2e/support/booking-content";
import { SITE_SERVER_PORT, WEBKIT_SITE_PORT } from "./ports";

/**
 * What the WebKit browser loads the site from: a proxy in the test's own process in front of the production
 * build (scripts/tools/serve.ts, started by global-setup.ts). Classic WebDriver can't intercept requests as
 * Playwright's page.route does, so this is where a test serves its own postcode list or makes the list fail.
 * Everything else passes through as the build's server answers it. (It can't hold the app's scripts back to
 * test the page before the app starts: WebKitWebDriver's commands wait for the load event, which a held
 * module script delays. The JavaScript-off journeys drive that same prerendered HTML in WebKit.)
 */
type CsvAnswer = { status: number; body: string } | "network failure";

export interface SiteProxy {
  /** Answers the postcode list's requests (the last answer repeats); until set, the build's own list is served. */
  answerCsv(...answers: CsvAnswer[]): void;
  /** The postcode list's requests so far. */
  csvRequests(): number;
  /**
   * Whether the app's scripts (the build's /assets/*.js) fail to load, so that the page stays as it is at its first
   * paint, before the app has started: what its inline scripts do alone (held back they can't be, see above).
   */
  withoutApp(on: boolean): void;
  close(): Promise<void>;
}

export async function startSiteProxy(): Promise<SiteProxy> {
  let csvAnswers: CsvAnswer[] = [];
  let csvCount = 0;
  let appRefused = false;

  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (appRefused && /^\/assets\/.*\.js$/.test(pathname)) {
      response.writeHead(503).end();
      return;
    }
    if (pathname === booking.postcode.csvPath && csvAnswers.length > 0) {
      csvCount++;
      const answer = csvAnswers[Math.min(csvCount, csvAnswers.length) - 1];
      if (answer === "network failure") request.socket.destroy();
      else response.writeHead(answer.status, { "Content-Type": "text/csv; charset=utf-8" }).end(answer.body);
      return;
    }
    const upstream = http.request(
      { host: "127.0.0.1", port: SITE_SERVER_PORT, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  // The browser keeps connections open; they must not hold the server's closing up.
  const sockets = new Set<import("node:net").Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(WEBKIT_SITE_PORT, "127.0.0.1", resolve));

  return {
    answerCsv: (...answers) => {
      csvAnswers = answers;
      csvCount = 0;
    },
    csvRequests: () => csvCount,
    withoutApp: (on) => {
      appRefused = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
