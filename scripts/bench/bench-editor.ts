/**
 * `npm run bench:editor`: how fast the site editor (/admin/, Decap CMS) opens for the owner, as the owner's
 * browser gets it over the network from the server `npm run edit` runs (scripts/tools/serve.ts --edit: the
 * built site, the editor and its local backend at /api/v1 on the same origin, text compressed as a host does).
 * Debian Chromium through Playwright, in three profiles (PROFILES, below): a phone on home Wi-Fi, the same
 * phone on slow 4G (bench:interactive's phone), and a computer. The phones are throttled with the DevTools
 * protocol: the page's network and CPU, and the network of any service worker the page has.
 *
 * Each run, for each profile: a first visit (a fresh browser context: empty cache, no service worker), then,
 * once it has settled (the network quiet; the service worker it registered, if any, activated), a repeat visit
 * in a new tab of the same context (its HTTP cache, Cache Storage and service worker kept). Each opens the
 * owner's bookmark of a file's collection (`#/collections/<name>`) and times, from the navigation's start
 * (the page's own clock, `performance.now()`, whose origin is the start of the navigation), to the first
 * animation frame where each holds:
 *
 * - sign-in button shown: a visible, enabled button named "Login" or "Sign in" (with the local backend,
 *   Decap's is "Login"); "–" on a visit that finds the owner still signed in (Decap keeps the sign-in in
 *   localStorage), where the file list comes with no button;
 * - file list shown: after a tap on that button as soon as it shows (Playwright's tap, found by its role and
 *   name), every collection of the built admin/config.yml shown as a link labelled with its `label` (drawn:
 *   on the phone the last ones are below the fold);
 * - form ready after the tap: then a tap on the collection's file (its card, as the tests find it) and the
 *   time from that tap (the pointerdown event's time, in the same clock) until the file's form is ready: the
 *   label of the file's first text field (config.yml) names a visible, enabled, writable text box.
 *
 * The file is pricing's (EDITOR_FILE=<collection name> for another; the first collection when there is no
 * pricing). For each visit it also adds up what the network carried (CDP Network.loadingFinished's
 * encodedDataLength, headers included, of responses that came from the network, the service worker's own
 * fetches included): of scripts (type Script; a service worker's fetches by their JavaScript MIME type) and
 * of everything, and counts the responses by where they came from: the network (a 304 too), the service
 * worker, or the browser's cache. Requests for other hosts than 127.0.0.1 fail at once (Chromium's host
 * resolver maps every other name to nothing; a Playwright route would do it too, but routing turns
 * Chromium's HTTP cache off, which the repeat visit needs) and are listed in the JSON.
 *
 * Serves EDITOR_BUILD (a folder laid out as build/client, say a build of an older commit in a worktree) or
 * this project's build, editing a temporary copy of the content: the editor can't write into the project,
 * and the bench never saves. RUNS=5 runs (the median and min–max of each figure); PROFILES=wifi,slow-4g,computer
 * chooses; BENCH_PORT sets the port (4398). Prints a markdown table, checks issue 37's budgets (the phone on
 * Wi-Fi sees the file list within 6 s on a first visit and 3 s on a repeat visit, the computer within 1.5 s
 * on a first visit; on the medians), writes bench-results/editor.json and exits 1 when a budget is missed.
 * A benchmark, never a test. Run after `npm run build`. The machine's load moves the figures: the load
 * average is printed with them.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from "@playwright/test";
import { parse } from "yaml";
import { projectFolders } from "../../src/content/node/load-content.ts";
import { EDITOR_PATH } from "../../src/lib/site-paths.ts";
import { clientDir } from "../build/site-folders.ts";
import { chromiumLaunchOptions, DESKTOP_VIEWPORT, PHONE, PORTS } from "../tools/browsers.ts";
import { median } from "./median.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = PORTS.bench;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BUILD = path.resolve(process.env.EDITOR_BUILD ?? clientDir(root));
/** How long each step may take before the run is given up (a loaded 2-core machine, 5 MB of script at 4× CPU on slow 4G). */
const STEP_TIMEOUT_MS = 180_000;
/** The network counts as quiet after this long with no request under way. */
const QUIET_MS = 2000;
/** The longest a visit waits for quiet, and then for its service worker to activate. */
const SETTLE_TIMEOUT_MS = 60_000;

interface Profile {
  label: string;
  context: { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean; deviceScaleFactor: number };
  /** CDP Network.emulateNetworkConditions (bytes per second, ms), or none. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown: number;
}

/** bench:interactive's phone, at its pixel ratio. */
const PHONE_CONTEXT = { ...PHONE, deviceScaleFactor: 2 };
const PROFILES: Record<string, Profile> = {
  wifi: {
    label: "phone on home Wi-Fi",
    context: PHONE_CONTEXT,
    network: { latency: 20, downloadThroughput: 20_000_000 / 8, uploadThroughput: 10_000_000 / 8 },
    cpuSlowdown: 4,
  },
  "slow-4g": {
    label: "phone on slow 4G",
    context: PHONE_CONTEXT,
    network: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
    cpuSlowdown: 4,
  },
  computer: {
    label: "computer",
    context: { viewport: DESKTOP_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
    cpuSlowdown: 1,
  },
};
const chosen = (process.env.PROFILES ?? Object.keys(PROFILES).join(","))
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = chosen.filter((name) => !Object.hasOwn(PROFILES, name));
if (unknown.length > 0) throw new Error(`PROFILES: no profile ${unknown.join(", ")}; there are ${Object.keys(PROFILES).join(", ")}`);

const VISITS = ["first", "repeat"] as const;
type Visit = (typeof VISITS)[number];

/** Issue 37: the file list, on the median, within these. */
const BUDGETS: { profile: string; visit: Visit; listMs: number }[] = [
  { profile: "wifi", visit: "first", listMs: 6000 },
  { profile: "wifi", visit: "repeat", listMs: 3000 },
  { profile: "computer", visit: "first", listMs: 1500 },
];

// What the owner sees, from the editor's config.yml as the build wrote it.
interface ConfigField {
  name: string;
  label?: string;
  widget?: string;
  fields?: ConfigField[];
}
interface ConfigCollection {
  name: string;
  label: string;
  files?: { name: string; label: string; fields: ConfigField[] }[];
}
const configFile = path.join(BUILD, EDITOR_PATH, "config.yml");
if (!fs.existsSync(configFile)) throw new Error(`No editor in ${BUILD} (no ${configFile}): run \`npm run build\` first, or set EDITOR_BUILD.`);
const config = parse(fs.readFileSync(configFile, "utf8")) as { collections: ConfigCollection[] };
const labels = config.collections.map((collection) => collection.label);
const collection =
  config.collections.find((candidate) => candidate.name === (process.env.EDITOR_FILE ?? "pricing")) ??
  (process.env.EDITOR_FILE ? undefined : config.collections[0]);
if (!collection?.files?.[0]) throw new Error(`config.yml has no file collection ${process.env.EDITOR_FILE}`);
const file = collection.files[0];
/** A one-line or long text field: Decap's default widget is a one-line box. */
const isText = (field: ConfigField) => !field.fields && (field.widget === undefined || field.widget === "string" || field.widget === "text");
/** The file's first text field at the top of its form, or else the first anywhere in it. */
const firstText = (fields: ConfigField[]): ConfigField | undefined =>
  fields.find(isText) ?? fields.reduce<ConfigField | undefined>((found, field) => found ?? (field.fields ? firstText(field.fields) : undefined), undefined);
const textField = firstText(file.fields);
if (!textField) throw new Error(`config.yml's ${collection.name} has no text field to wait for`);
const fieldLabel = textField.label ?? textField.name;
const entryHref = `#/collections/${collection.name}/entries/${file.name}`;
const bookmark = `${ORIGIN}${EDITOR_PATH}#/collections/${collection.name}`;

/** The sign-in button's name: Decap's "Login" with the local backend, or another release's "Sign in". */
const SIGN_IN = /^(?:log ?in|sign ?in)\b/i;

/** The page's side (installed before the editor's scripts run): finds what the owner sees, in the page's own clock. */
interface PageWatch {
  signInOrList(labels: string[]): { kind: "sign-in" | "list"; at: number } | null;
  list(labels: string[]): number | null;
  form(label: string): number | null;
  lastPointerDown: number | null;
}
type WatchedWindow = Window & { __benchEditor: PageWatch };

function installWatch(signIn: RegExp) {
  const shown = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const nameOf = (element: Element) => (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ");
  const signInButton = () =>
    [...document.querySelectorAll("button, [role=button]")].find(
      (element) => signIn.test(nameOf(element)) && !(element as HTMLButtonElement).disabled && shown(element),
    );
  const listShown = (labels: string[]) => {
    const links = [...document.querySelectorAll("a[href]")].filter(shown).map(nameOf);
    return labels.every((label) => links.includes(label));
  };
  const watch: PageWatch = {
    lastPointerDown: null,
    signInOrList(labels) {
      if (signInButton()) return { kind: "sign-in", at: performance.now() };
      return listShown(labels) ? { kind: "list", at: performance.now() } : null;
    },
    list: (labels) => (listShown(labels) ? performance.now() : null),
    form(label) {
      const ready = [...document.querySelectorAll("label")].some((element) => {
        const text = nameOf(element);
        const control = element.control;
        return (
          (text === label || text.startsWith(`${label} (`)) &&
          (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
          !control.disabled &&
          !control.readOnly &&
          shown(control)
        );
      });
      return ready ? performance.now() : null;
    },
  };
  (window as unknown as WatchedWindow).__benchEditor = watch;
  addEventListener("pointerdown", (event) => (watch.lastPointerDown = event.timeStamp), { capture: true });
}
/** tsx names the functions it compiles with a helper of its own (`__name`), which the page doesn't have. */
const WATCH_SCRIPT = `(() => { const __name = (target) => target; (${installWatch.toString()})(${SIGN_IN}); })();`;

const SOURCES = ["network", "service worker", "cache", "worker's fetch"] as const;

/** One response the page (or its service worker, fetching) got. */
interface Received {
  url: string;
  type: string;
  status: number;
  /** Where it came from: the network (a 304 too), the page's service worker, the browser's cache, or the worker's own fetch from the network. */
  source: (typeof SOURCES)[number];
  mimeType: string;
  /** encodedDataLength: what the network carried, headers included (0 from a cache). */
  bytes: number;
}

/** The parts of a worker's Network events read here (requestWillBeSent, responseReceived, loadingFinished, loadingFailed). */
interface WorkerNetworkEvent {
  requestId: string;
  type: string;
  request: { url: string };
  response: { url: string; status: number; mimeType: string; fromDiskCache?: boolean };
  encodedDataLength: number;
  errorText: string;
  blockedReason?: string;
}

interface Traffic {
  responses: Received[];
  failed: { url: string; error: string }[];
  inFlight: () => number;
  lastActivity: () => number;
}

/**
 * Watches one tab's network through CDP and throttles it as the profile says; and the network of every service
 * worker that serves the tab, which is a target of its own that the tab's throttling doesn't reach (its CPU can't be
 * slowed: Chromium takes Emulation.setCPUThrottlingRate for pages only). The workers are attached through the
 * tab's own session in the protocol's older, non-flat mode, which Playwright's CDP sessions can drive
 * (Target.sendMessageToTarget). Playwright, attached to them too, lets a starting worker run at once, so its
 * throttling is sent the moment it is attached, in one go; tried on a worker that fetches 540 KB as it installs,
 * the transfer was throttled even when it had started first.
 */
async function watchTab(context: BrowserContext, page: Page, profile: Profile): Promise<Traffic> {
  const cdp: CDPSession = await context.newCDPSession(page);
  const responses: Received[] = [];
  const failed: Traffic["failed"] = [];
  const pending = new Map<string, Partial<Received>>();
  let lastActivity = performance.now();
  const began = (id: string, url: string) => {
    if (!pending.has(id)) pending.set(id, { url });
    lastActivity = performance.now();
  };
  const received = (id: string, response: Partial<Received>) => Object.assign(pending.get(id) ?? pending.set(id, {}).get(id)!, response);
  const finished = (id: string, bytes: number | null, error?: string) => {
    const seen = pending.get(id);
    pending.delete(id);
    lastActivity = performance.now();
    if (!seen) return;
    if (error !== undefined) failed.push({ url: seen.url ?? "", error });
    else responses.push({ url: "", type: "Other", status: 0, source: "network", mimeType: "", ...seen, bytes: bytes ?? 0 });
  };

  await cdp.send("Network.enable");
  cdp.on("Network.requestWillBeSent", (event) => began(event.requestId, event.request.url));
  cdp.on("Network.requestServedFromCache", (event) => received(event.requestId, { source: "cache" }));
  cdp.on("Network.responseReceived", (event) =>
    received(event.requestId, {
      url: event.response.url,
      type: event.type,
      status: event.response.status,
      mimeType: event.response.mimeType,
      source: event.response.fromServiceWorker
        ? "service worker"
        : event.response.fromDiskCache || event.response.fromPrefetchCache
          ? "cache"
          : (pending.get(event.requestId)?.source ?? "network"),
    }),
  );
  cdp.on("Network.loadingFinished", (event) => finished(event.requestId, event.encodedDataLength));
  cdp.on("Network.loadingFailed", (event) => finished(event.requestId, null, event.blockedReason ?? event.errorText));
  if (profile.network) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...profile.network });
  if (profile.cpuSlowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });

  // The service workers (and any other target the tab starts), each paused until throttled.
  let messageId = 0;
  const replies = new Map<number, (reply: { error?: { message: string } }) => void>();
  const sendTo = (sessionId: string, method: string, params: object = {}) =>
    new Promise<{ error?: { message: string } }>((resolve) => {
      const id = ++messageId;
      replies.set(id, resolve);
      void cdp.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id, method, params }) }).catch((error: Error) => resolve({ error }));
    });
  const workers = new Set<string>();
  cdp.on("Target.attachedToTarget", (event) => {
    const { sessionId, targetInfo } = event;
    if (targetInfo.type === "service_worker") {
      workers.add(sessionId);
      // Sent together, without waiting on each other: a worker may already be fetching as it is attached.
      void sendTo(sessionId, "Network.enable");
      if (profile.network) void sendTo(sessionId, "Network.emulateNetworkConditions", { offline: false, ...profile.network });
    }
    void sendTo(sessionId, "Runtime.runIfWaitingForDebugger");
  });
  cdp.on("Target.detachedFromTarget", (event) => workers.delete(event.sessionId ?? ""));
  cdp.on("Target.receivedMessageFromTarget", (event) => {
    const message = JSON.parse(event.message) as { id?: number; method?: string; params?: WorkerNetworkEvent; error?: { message: string } };
    if (message.id !== undefined) {
      replies.get(message.id)?.(message);
      replies.delete(message.id);
      return;
    }
    if (!workers.has(event.sessionId)) return;
    // The worker's own requests: its fetches to the network (or the HTTP cache) for the tab or its Cache Storage.
    const id = `worker:${event.sessionId}:${message.params?.requestId}`;
    const params = (message.params ?? {}) as WorkerNetworkEvent;
    switch (message.method) {
      case "Network.requestWillBeSent":
        began(id, params.request.url);
        break;
      case "Network.responseReceived":
        received(id, {
          url: params.response.url,
          type: params.type,
          status: params.response.status,
          mimeType: params.response.mimeType,
          source: params.response.fromDiskCache ? "cache" : "worker's fetch",
        });
        break;
      case "Network.loadingFinished":
        finished(id, params.encodedDataLength);
        break;
      case "Network.loadingFailed":
        finished(id, null, params.blockedReason ?? params.errorText);
        break;
    }
  });
  await cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return { responses, failed, inFlight: () => pending.size, lastActivity: () => lastActivity };
}

interface VisitResult {
  /** From the navigation's start, ms; null when the owner was still signed in. */
  signInMs: number | null;
  /** When the tap on it landed. */
  signInTapMs: number | null;
  listMs: number;
  /** When the tap on the file landed, from the navigation's start. */
  fileTapMs: number;
  /** From the tap on the file. */
  formAfterTapMs: number;
  scriptKb: number;
  allKb: number;
  responses: Record<Received["source"], number>;
  /** Decap's lazily loaded chunks (`<n>.decap-cms.js`) fetched. */
  decapChunks: string[];
  serviceWorker: string;
  /** The machine's load average over the last minute as the visit began. */
  load: number;
  offHost: Traffic["failed"];
  files: { path: string; type: string; status: number; source: Received["source"]; bytes: number }[];
}

const pathOf = (url: string) => (url.startsWith(ORIGIN) ? url.slice(ORIGIN.length) : url);
/** Waits, frame by frame, until the page's watch finds it: `check` is a method of PageWatch and its argument. */
const wait = <T>(page: Page, check: keyof PageWatch, argument: unknown): Promise<T> =>
  page
    .waitForFunction(`window.__benchEditor.${check}(${JSON.stringify(argument)})`, undefined, { polling: "raf", timeout: STEP_TIMEOUT_MS })
    .then((handle) => handle.jsonValue() as Promise<T>);

/** A tap, as the owner's finger (or the computer's mouse) makes it: Playwright scrolls to it and waits until it holds still. */
async function tap(target: Locator, profile: Profile) {
  if (profile.context.hasTouch) await target.tap({ timeout: STEP_TIMEOUT_MS });
  else await target.click({ timeout: STEP_TIMEOUT_MS });
}

/** When the last tap reached the page (its pointerdown event's time), in the page's clock. */
const lastTap = (page: Page) => page.evaluate(() => (window as unknown as WatchedWindow).__benchEditor.lastPointerDown);

/** One visit in a new tab of `context`: open the bookmark, sign in, open the file; then let it settle. */
async function visit(context: BrowserContext, profile: Profile): Promise<VisitResult> {
  const load = os.loadavg()[0];
  const page = await context.newPage();
  try {
    const traffic = await watchTab(context, page, profile);
    await page.addInitScript({ content: WATCH_SCRIPT });
    await page.goto(bookmark, { waitUntil: "commit", timeout: STEP_TIMEOUT_MS });
    const first = await wait<NonNullable<ReturnType<PageWatch["signInOrList"]>>>(page, "signInOrList", labels);
    let signInMs: number | null = null;
    let signInTapMs: number | null = null;
    let listMs = first.at;
    if (first.kind === "sign-in") {
      signInMs = first.at;
      await tap(page.getByRole("button", { name: SIGN_IN }).first(), profile);
      signInTapMs = await lastTap(page);
      listMs = await wait<number>(page, "list", labels);
    }
    // The file's card (on the phone, below the list of collections), as the tests find it.
    await tap(page.locator(`a[href$="${entryHref}"]`).first(), profile);
    const formAt = await wait<number>(page, "form", fieldLabel);
    const fileTapMs = await lastTap(page);
    if (fileTapMs === null) throw new Error("the tap on the file never reached the page");

    // Settled: the network quiet, then the service worker the page registered (if any) activated.
    const settleBy = performance.now() + SETTLE_TIMEOUT_MS;
    while (performance.now() < settleBy && (traffic.inFlight() > 0 || performance.now() - traffic.lastActivity() < QUIET_MS)) await page.waitForTimeout(100);
    // (No function is named in it: see WATCH_SCRIPT.)
    const serviceWorker = await page.evaluate(async (timeoutMs) => {
      if (!("serviceWorker" in navigator)) return "unsupported";
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return "none";
      const until = performance.now() + timeoutMs;
      await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
      while (performance.now() < until) {
        if (registration.active?.state === "activated" && !registration.installing && !registration.waiting) return "activated";
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return "not activated in time";
    }, SETTLE_TIMEOUT_MS);
    // Its install may have fetched; let that finish too.
    while (performance.now() < settleBy && (traffic.inFlight() > 0 || performance.now() - traffic.lastActivity() < QUIET_MS)) await page.waitForTimeout(100);

    const fromNetwork = traffic.responses.filter((response) => response.source === "network" || response.source === "worker's fetch");
    const isScript = (response: Received) =>
      response.source === "worker's fetch" ? /javascript|ecmascript/.test(response.mimeType) : response.type === "Script";
    const kb = (list: Received[]) => list.reduce((sum, response) => sum + response.bytes, 0) / 1024;
    const count = (source: Received["source"]) => traffic.responses.filter((response) => response.source === source).length;
    return {
      signInMs,
      signInTapMs,
      listMs,
      fileTapMs,
      formAfterTapMs: formAt - fileTapMs,
      scriptKb: kb(fromNetwork.filter(isScript)),
      allKb: kb(fromNetwork),
      responses: { network: count("network"), "service worker": count("service worker"), cache: count("cache"), "worker's fetch": count("worker's fetch") },
      decapChunks: [...new Set(traffic.responses.map((response) => pathOf(response.url)).filter((url) => /\/\d+\.decap-cms\.js$/.test(url)))],
      serviceWorker,
      load,
      offHost: traffic.failed.filter((failure) => !failure.url.startsWith(ORIGIN)),
      files: traffic.responses.map((response) => ({
        path: pathOf(response.url),
        type: response.type,
        status: response.status,
        source: response.source,
        bytes: response.bytes,
      })),
    };
  } finally {
    await page.close();
  }
}

/** A first visit in a fresh context, then the repeat visit in that context. */
async function visitTwice(browser: Browser, profile: Profile): Promise<Record<Visit, VisitResult | { error: string }>> {
  const context = await browser.newContext(profile.context);
  try {
    const first = await visit(context, profile).catch((error: Error) => ({ error: error.message.split("\n")[0] }));
    const repeat =
      "error" in first ? { error: "no first visit" } : await visit(context, profile).catch((error: Error) => ({ error: error.message.split("\n")[0] }));
    return { first, repeat };
  } finally {
    await context.close();
  }
}

const spread = (values: number[]) => ({
  median: median(values),
  min: values.length ? Math.min(...values) : null,
  max: values.length ? Math.max(...values) : null,
});
const seconds = (ms: number | null) => (ms === null ? "–" : (ms / 1000).toFixed(2));
const describe = (values: number[]) => {
  const { median: middle, min, max } = spread(values);
  return middle === null ? "–" : `${seconds(middle)} (${seconds(min)}–${seconds(max)})`;
};
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");

/** The edit server, as `npm run edit` runs it, on a copy of the content (with its photos, the editor's media folder). */
const editFolder = fs.mkdtempSync(path.join(os.tmpdir(), "bench-editor-"));
fs.cpSync(projectFolders(root).contentDir, path.join(editFolder, "content"), { recursive: true });
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/tools/serve.ts"), "--edit", editFolder], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), SERVE_DIR: BUILD },
  stdio: ["ignore", "pipe", "inherit"],
});

let browser: Browser | undefined;
try {
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`serve.ts --edit did not start within 60 s: ${output}`)), 60_000);
    server.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Site editor at")) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on("exit", (code) =>
      reject(new Error(`serve.ts --edit stopped (exit ${code}) before serving (port ${PORT} taken? BENCH_PORT sets another): ${output}`)),
    );
  });
  browser = await chromium.launch({
    ...chromiumLaunchOptions,
    // Every host but the server's fails at once, for the pages and their workers alike.
    args: [...chromiumLaunchOptions.args, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
  let checkout: string | null = null;
  try {
    checkout = execFileSync("git", ["-C", BUILD, "log", "-1", "--format=%h %s"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    // A build folder outside any checkout.
  }
  const loadAtStart = loadAverage();
  console.error(
    `Editor of ${BUILD}${checkout ? ` (its checkout is at ${checkout.slice(0, 80)})` : ""}; file: ${collection.name} (field "${fieldLabel}"); load average ${loadAtStart}`,
  );

  const runs: Record<string, Record<Visit, (VisitResult | { error: string })[]>> = Object.fromEntries(chosen.map((name) => [name, { first: [], repeat: [] }]));
  for (let run = 0; run < RUNS; run++) {
    for (const name of chosen) {
      const result = await visitTwice(browser, PROFILES[name]);
      for (const which of VISITS) {
        runs[name][which].push(result[which]);
        const done = result[which];
        console.error(
          `run ${run + 1}/${RUNS}, ${PROFILES[name].label}, ${which} visit: ` +
            ("error" in done
              ? `failed: ${done.error}`
              : `sign-in ${seconds(done.signInMs)} s, list ${seconds(done.listMs)} s, form ${seconds(done.formAfterTapMs)} s after the tap, script ${done.scriptKb.toFixed(0)} KB, all ${done.allKb.toFixed(0)} KB`),
        );
      }
    }
  }
  const loadAtEnd = loadAverage();

  const results = chosen.flatMap((name) =>
    VISITS.map((which) => {
      const done = runs[name][which].filter((result): result is VisitResult => !("error" in result));
      const pick = (read: (result: VisitResult) => number | null) => done.map(read).filter((value): value is number => value !== null);
      return {
        profile: name,
        label: PROFILES[name].label,
        visit: which,
        runs: runs[name][which].length,
        failed: runs[name][which].length - done.length,
        signInMs: spread(pick((result) => result.signInMs)),
        signedInAlready: done.filter((result) => result.signInMs === null).length,
        listMs: spread(pick((result) => result.listMs)),
        formAfterTapMs: spread(pick((result) => result.formAfterTapMs)),
        scriptKb: median(pick((result) => result.scriptKb)),
        allKb: median(pick((result) => result.allKb)),
        responses: done.length
          ? (Object.fromEntries(SOURCES.map((source) => [source, median(done.map((result) => result.responses[source]))])) as Record<
              Received["source"],
              number
            >)
          : null,
        describe: {
          signIn: describe(pick((result) => result.signInMs)),
          list: describe(pick((result) => result.listMs)),
          form: describe(pick((result) => result.formAfterTapMs)),
        },
        visits: runs[name][which],
      };
    }),
  );

  console.log(
    `\nThe site editor (${EDITOR_PATH}#/collections/${collection.name}, then its file), median (min–max) of ${RUNS} runs, seconds; sign-in and list from the navigation's start, the form from the tap on the file. Load average ${loadAtStart} at the start, ${loadAtEnd} at the end.\n`,
  );
  console.log(
    "| profile | visit | sign-in button shown | file list shown | form ready after the tap | script KB as sent | all KB as sent | responses: network / service worker / cache (+ the worker's own fetches) |",
  );
  console.log("|---|---|---|---|---|---:|---:|---|");
  for (const result of results) {
    const responses = result.responses;
    const failed = result.failed ? ` (${result.failed} failed)` : "";
    const signIn = result.signedInAlready === result.runs - result.failed && result.signedInAlready > 0 ? "– (signed in)" : result.describe.signIn;
    console.log(
      `| ${result.label}${failed} | ${result.visit} | ${signIn} | ${result.describe.list} | ${result.describe.form} | ${result.scriptKb?.toFixed(0) ?? "–"} | ${result.allKb?.toFixed(0) ?? "–"} | ${
        responses
          ? `${responses.network} / ${responses["service worker"]} / ${responses.cache}${responses["worker's fetch"] ? ` (+ ${responses["worker's fetch"]})` : ""}`
          : "–"
      } |`,
    );
  }
  const chunks = [...new Set(results.flatMap((result) => result.visits.flatMap((done) => ("error" in done ? [] : done.decapChunks))))];
  console.log(`\nDecap's lazily loaded chunks fetched: ${chunks.length ? chunks.join(", ") : "none"}.`);
  const offHost = [
    ...new Set(results.flatMap((result) => result.visits.flatMap((done) => ("error" in done ? [] : done.offHost.map((failure) => failure.url))))),
  ];
  if (offHost.length) console.log(`Requests for other hosts, failed at once: ${offHost.join(", ")}`);

  const budgets = BUDGETS.map((budget) => {
    const result = results.find((candidate) => candidate.profile === budget.profile && candidate.visit === budget.visit);
    const measured = result?.listMs.median ?? null;
    return {
      ...budget,
      medianMs: measured,
      status: !result ? "not measured" : measured === null ? "missed (no run finished)" : measured <= budget.listMs ? "met" : "missed",
    };
  });
  console.log("\nIssue 37's budgets (the file list, median):");
  for (const budget of budgets) {
    console.log(
      `- ${PROFILES[budget.profile].label}, ${budget.visit} visit, within ${seconds(budget.listMs)} s: ${budget.status}${budget.medianMs === null ? "" : ` (${seconds(budget.medianMs)} s)`}`,
    );
  }

  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "bench-results/editor.json"),
    JSON.stringify(
      {
        build: BUILD,
        checkout,
        runs: RUNS,
        file: { collection: collection.name, field: fieldLabel },
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        profiles: Object.fromEntries(chosen.map((name) => [name, PROFILES[name]])),
        budgets,
        results,
      },
      null,
      2,
    ),
  );
  process.exitCode = budgets.some((budget) => budget.status.startsWith("missed")) ? 1 : 0;
} finally {
  await browser?.close();
  server.kill();
  fs.rmSync(editFolder, { recursive: true, force: true });
}
