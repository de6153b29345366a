/**
 * What one tab gets over the network, and its throttling: the tab's own requests and those of every service worker
 * that serves it, through the DevTools protocol (CDP). Playwright's routing would see them too, but routing turns
 * Chromium's HTTP cache off, which the repeat visit needs.
 */
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import type { Profile } from "./profiles.ts";
import { watchNetwork } from "../../tools/network-quiet.ts";

export const SOURCES = ["network", "service worker", "cache", "worker's fetch"] as const;
type Source = (typeof SOURCES)[number];

/** One response the page (or its service worker, fetching) got. */
export interface Received {
  url: string;
  /** CDP's resource type (Document, Script, Stylesheet, Image, Fetch …); a worker's fetches say Other or Fetch. */
  type: string;
  status: number;
  /** Where it came from: the network (a 304 too), the page's service worker, the browser's cache, or the worker's own fetch from the network. */
  source: Source;
  mimeType: string;
  /** When the request was sent, on the wall clock (ms since 1970), to compare with the page's timeOrigin + performance.now(). */
  sentAt: number;
  /** encodedDataLength at loadingFinished: what the network carried, headers included (0 from a cache). */
  bytes: number;
  /** The response headers' share of `bytes` (encodedDataLength as the response arrived), so bytes − headerBytes is the body as sent (gzip). */
  headerBytes: number;
  /**
   * "cut short": it ended in an error after its response began (the page it was for went: the tap's navigation), and
   * `bytes` is what had arrived (Network.dataReceived); "finished unseen": see tally.ts.
   */
  note?: "cut short" | "finished unseen";
}

/** The parts of a worker's Network events read here (requestWillBeSent, responseReceived, dataReceived, loadingFinished, loadingFailed). */
interface WorkerNetworkEvent {
  requestId: string;
  type: string;
  wallTime: number;
  request: { url: string };
  response: { url: string; status: number; mimeType: string; fromDiskCache?: boolean; encodedDataLength?: number };
  encodedDataLength: number;
  errorText: string;
  blockedReason?: string;
}

export interface Traffic {
  responses: Received[];
  /** Requests that ended in an error: `arrived`, what of them had come by then (headers and body), if any. */
  failed: { url: string; error: string; status?: number; arrived?: number }[];
  /** Requests under way for the tab's current document or its workers. */
  inFlight: () => number;
  /**
   * Requests of a document the tab has left (the list's, after the tap) that never ended: once a document goes,
   * Chromium sends no more events for its requests, though the download may go on into the HTTP cache.
   */
  orphans: () => { url: string; type?: string; mimeType?: string; sentAt?: number }[];
  lastActivity: () => number;
}

/** The tab's and its workers' events feed one record, by request id. */
function trafficRecord() {
  const responses: Received[] = [];
  const failed: Traffic["failed"] = [];
  const pending = new Map<string, Partial<Received> & { bodySoFar?: number }>();
  /** Each page request's document loader (a worker's requests have none). */
  const loaders = new Map<string, string>();
  let lastActivity = performance.now();
  /** The tab's document: its main frame, and the loader of the last document requested in it. */
  let mainFrame: string | undefined;
  let documentLoader: string | undefined;
  const orphaned = (id: string) => loaders.has(id) && loaders.get(id) !== documentLoader;
  return {
    traffic: {
      responses,
      failed,
      inFlight: () => [...pending.keys()].filter((id) => !orphaned(id)).length,
      orphans: () =>
        [...pending.entries()].filter(([id]) => orphaned(id)).map(([, { url, type, mimeType, sentAt }]) => ({ url: url ?? "", type, mimeType, sentAt })),
      lastActivity: () => lastActivity,
    } satisfies Traffic,
    sourceSoFar: (id: string) => pending.get(id)?.source,
    /** A request sent; a page's carries its document's loader and frame (a worker's none), and a new document in the main frame replaces the last. */
    began(id: string, url: string, wallTimeSeconds: number | undefined, page?: { loaderId: string; frameId?: string; type?: string }) {
      if (page?.type === "Document" && (mainFrame ??= page.frameId) === page.frameId) documentLoader = page.loaderId;
      // A worker's event may come without its wall time: then the moment the bench heard of it (the same machine's clock).
      const sentAt = wallTimeSeconds !== undefined && Number.isFinite(wallTimeSeconds) ? wallTimeSeconds * 1000 : Date.now();
      if (!pending.has(id)) pending.set(id, { url, sentAt, ...(page?.type ? { type: page.type } : {}) });
      if (page) loaders.set(id, page.loaderId);
      lastActivity = performance.now();
    },
    received(id: string, response: Partial<Received>) {
      // A response whose request went unseen (a worker's, sent before its Network domain was on): sent by now, at the latest.
      Object.assign(pending.get(id) ?? pending.set(id, { sentAt: Date.now() }).get(id)!, response);
    },
    /** A part of the body arrived: counted only if the request never finishes. */
    data(id: string, encodedBytes: number) {
      const seen = pending.get(id);
      if (seen) seen.bodySoFar = (seen.bodySoFar ?? 0) + encodedBytes;
      lastActivity = performance.now();
    },
    finished(id: string, bytes: number | null, error?: string) {
      const seen = pending.get(id);
      pending.delete(id);
      lastActivity = performance.now();
      if (!seen) return;
      const { bodySoFar, ...response } = seen;
      const record = { url: "", type: "Other", status: 0, source: "network" as const, mimeType: "", sentAt: 0, headerBytes: 0, ...response };
      if (error === undefined) {
        responses.push({ ...record, bytes: bytes ?? 0 });
        return;
      }
      failed.push({ url: seen.url ?? "", error, status: response.status, arrived: record.headerBytes + (bodySoFar ?? 0) });
      // A response cut short (the tap navigated away as it came) still crossed the network, and Chromium keeps what had arrived.
      if (response.status) responses.push({ ...record, bytes: record.headerBytes + (bodySoFar ?? 0), note: "cut short" });
    },
  };
}

/**
 * Watches one tab's network through CDP and throttles it as the profile says; and the network of every service
 * worker that serves the tab, which is a target of its own that the tab's throttling doesn't reach (its CPU can't be
 * slowed: Chromium takes Emulation.setCPUThrottlingRate for pages only). The workers are attached through the
 * tab's own session in the protocol's older, non-flat mode, which Playwright's CDP sessions can drive
 * (Target.sendMessageToTarget). Playwright, attached to them too, lets a starting worker run at once, so its
 * throttling is sent the moment it is attached, in one go; tried on a worker that fetches 540 KB as it installs,
 * the transfer was throttled even when it had started first. The tab's throttling holds across its navigations
 * (tried: a loop 3.2× slower at a rate of 4 before and after a link followed, same-site or not).
 */
export async function watchTab(context: BrowserContext, page: Page, profile: Profile): Promise<Traffic> {
  const cdp: CDPSession = await context.newCDPSession(page);
  const record = trafficRecord();
  watchNetwork(page);

  await cdp.send("Network.enable");
  cdp.on("Network.requestWillBeSent", (event) =>
    record.began(event.requestId, event.request.url, event.wallTime, { loaderId: event.loaderId, frameId: event.frameId, type: event.type }),
  );
  cdp.on("Network.requestServedFromCache", (event) => record.received(event.requestId, { source: "cache" }));
  cdp.on("Network.responseReceived", (event) =>
    record.received(event.requestId, {
      url: event.response.url,
      type: event.type,
      status: event.response.status,
      mimeType: event.response.mimeType,
      headerBytes: event.response.encodedDataLength,
      source: event.response.fromServiceWorker
        ? "service worker"
        : event.response.fromDiskCache || event.response.fromPrefetchCache
          ? "cache"
          : (record.sourceSoFar(event.requestId) ?? "network"),
    }),
  );
  cdp.on("Network.dataReceived", (event) => record.data(event.requestId, event.encodedDataLength));
  cdp.on("Network.loadingFinished", (event) => record.finished(event.requestId, event.encodedDataLength));
  cdp.on("Network.loadingFailed", (event) => record.finished(event.requestId, null, event.blockedReason ?? event.errorText));
  if (profile.network) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...profile.network });
  if (profile.cpuSlowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });

  await watchWorkers(cdp, profile, record);
  return record.traffic;
}

/** The service workers (and any other target the tab starts), each paused until throttled, their fetches recorded. */
async function watchWorkers(cdp: CDPSession, profile: Profile, record: ReturnType<typeof trafficRecord>): Promise<void> {
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
        record.began(id, params.request.url, params.wallTime);
        break;
      case "Network.responseReceived":
        record.received(id, {
          url: params.response.url,
          type: params.type,
          status: params.response.status,
          mimeType: params.response.mimeType,
          headerBytes: params.response.encodedDataLength ?? 0,
          source: params.response.fromDiskCache ? "cache" : "worker's fetch",
        });
        break;
      case "Network.dataReceived":
        record.data(id, params.encodedDataLength);
        break;
      case "Network.loadingFinished":
        record.finished(id, params.encodedDataLength);
        break;
      case "Network.loadingFailed":
        record.finished(id, null, params.blockedReason ?? params.errorText);
        break;
    }
  });
  await cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
}

/** What a response is, for the tally by type: by CDP's resource type, or for a worker's fetch (type Other) by its MIME type. */
export const KINDS = ["page", "script", "style", "image", "data", "other"] as const;
export type Kind = (typeof KINDS)[number];

export function kindOf(response: Received): Kind {
  const { type, mimeType } = response;
  if (type === "Document" || mimeType === "text/html") return "page";
  if (type === "Script" || /javascript|ecmascript/.test(mimeType)) return "script";
  if (type === "Stylesheet" || mimeType === "text/css") return "style";
  if (type === "Image" || mimeType.startsWith("image/")) return "image";
  if (type === "Fetch" || type === "XHR" || /json|yaml/.test(mimeType)) return "data";
  return "other";
}

/** Whether the network carried it: the tab's own requests answered by the network, and the worker's fetches. */
export const overTheNetwork = (response: Received) => response.source === "network" || response.source === "worker's fetch";
