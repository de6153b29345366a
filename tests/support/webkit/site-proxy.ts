import { createHash } from "node:crypto";
import http from "node:http";
import { booking } from "../booking-content";
import { SITE_SERVER_PORT, WEBKIT_SITE_PORT } from "./ports";

/**
 * What the WebKit browser loads the site from: a proxy in the test's own process in front of the production
 * build (scripts/tools/serve.ts, started by global-setup.ts). Classic WebDriver can't intercept requests as
 * Playwright's page.route does, so this is where a test serves its own postcode list or makes the list fail,
 * or has each page styled before its stylesheet arrives. Everything else passes through as the build's server answers it. (It can't hold the app's scripts back to
 * test the page before the app starts: WebKitWebDriver's commands wait for the load event, which a held
 * module script delays. The JavaScript-off journeys drive that same prerendered HTML in WebKit.)
 */
type CsvAnswer = { status: number; body: string } | "network failure";

/**
 * For styledBeforeStylesheet: styles the page before its stylesheet is in it, as WebKit does when the parser
 * stops for more of the page before the stylesheet's link (a slow network, a loaded machine), and lists in
 * window.transitionsRun the property of each transition that runs from then on.
 */
const STYLE_BEFORE_STYLESHEET = `window.transitionsRun=[];addEventListener("transitionrun",(event)=>transitionsRun.push(event.propertyName),true);getComputedStyle(document.documentElement).color;`;
/** The page's Content-Security-Policy lets that script run by its hash. */
const STYLE_BEFORE_STYLESHEET_HASH = `'sha256-${createHash("sha256").update(STYLE_BEFORE_STYLESHEET).digest("base64")}'`;

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
  /** Whether each page is styled once before its stylesheet arrives (STYLE_BEFORE_STYLESHEET at the top of its head). */
  styledBeforeStylesheet(on: boolean): void;
  close(): Promise<void>;
}

export async function startSiteProxy(): Promise<SiteProxy> {
  let csvAnswers: CsvAnswer[] = [];
  let csvCount = 0;
  let appRefused = false;
  let styledEarly = false;

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
    // A page to change is asked for uncompressed (a page's path has no extension).
    const page = styledEarly && !/\.[a-z0-9]+$/i.test(pathname);
    const headers = page ? { ...request.headers, "accept-encoding": "identity" } : request.headers;
    const upstream = http.request({ host: "127.0.0.1", port: SITE_SERVER_PORT, path: request.url, method: request.method, headers }, (answer) => {
      if (!page || !String(answer.headers["content-type"]).startsWith("text/html")) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const html = Buffer.concat(chunks).toString("utf8").replace("<head>", `<head><script>${STYLE_BEFORE_STYLESHEET}</script>`);
        const policy = answer.headers["content-security-policy"];
        // Sent whole now, with its length, no longer in chunks.
        const changed: http.OutgoingHttpHeaders = { ...answer.headers, "content-length": Buffer.byteLength(html) };
        delete changed["transfer-encoding"];
        if (typeof policy === "string") changed["content-security-policy"] = policy.replace("script-src ", `script-src ${STYLE_BEFORE_STYLESHEET_HASH} `);
        response.writeHead(answer.statusCode ?? 502, changed).end(html);
      });
    });
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
    styledBeforeStylesheet: (on) => {
      styledEarly = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
