import { EventEmitter } from "node:events";
import type { Page, Request } from "@playwright/test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { networkQuiet, watchNetwork } from "./network-quiet.ts";

/** A page that has loaded, whose requests the test starts and ends by emitting Playwright's events. */
function fakePage() {
  const events = new EventEmitter();
  const page = Object.assign(events, { waitForLoadState: async () => {} }) as unknown as Page & EventEmitter;
  const request = (url: string) => ({ url: () => url }) as Request;
  return { page, request };
}

/** Whether the promise has settled by now (after the microtasks queued so far). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("networkQuiet", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for every open request to end, then for half a second with nothing started", async () => {
    const { page, request } = fakePage();
    watchNetwork(page);
    const [script, frame] = [request("/app.js"), request("https://calendar.example/")];
    page.emit("request", script);
    page.emit("request", frame);
    const quiet = networkQuiet(page);

    await vi.advanceTimersByTimeAsync(2_000);
    page.emit("requestfinished", script);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await settled(quiet), "a frame's request still open").toBe(false);

    page.emit("requestfailed", frame);
    await vi.advanceTimersByTimeAsync(400);
    const late = request("/toast.js");
    page.emit("request", late);
    page.emit("requestfinished", late);
    await vi.advanceTimersByTimeAsync(400);
    expect(await settled(quiet), "a request started 400 ms after the last one ended").toBe(false);

    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(quiet)).toBe(true);
  });

  it("names the requests still open when its time runs out", async () => {
    const { page, request } = fakePage();
    watchNetwork(page);
    page.emit("request", request("/stream"));
    const quiet = networkQuiet(page, { timeout: 1_000 });
    const failed = expect(quiet).rejects.toThrow("Still open: /stream");
    await vi.advanceTimersByTimeAsync(1_000);
    await failed;
  });

  it("refuses a page it wasn't told to watch before the page loaded", async () => {
    await expect(networkQuiet(fakePage().page)).rejects.toThrow("call watchNetwork(page) before the page's goto");
  });
});
