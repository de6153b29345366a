/**
 * bench:editor's profiles: the owner's phone on home Wi-Fi, the same phone on slow 4G (bench:interactive's phone and
 * network), and a computer. The phones are throttled through the DevTools protocol (tab-traffic.ts).
 */
import { DESKTOP_VIEWPORT, PHONE } from "../../tools/browsers.ts";

export interface Profile {
  label: string;
  context: { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean; deviceScaleFactor: number };
  /** CDP Network.emulateNetworkConditions (bytes per second, ms), or none. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown: number;
}

/** bench:interactive's phone, at its pixel ratio. */
const PHONE_CONTEXT = { ...PHONE, deviceScaleFactor: 2 };

export const PROFILES: Record<string, Profile> = {
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

/** The profiles PROFILES (the environment's) names, all of them unless set; an unknown name stops the bench before it starts. */
export function chosenProfiles(setting: string | undefined): string[] {
  const chosen = (setting ?? Object.keys(PROFILES).join(","))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = chosen.filter((name) => !Object.hasOwn(PROFILES, name));
  if (unknown.length > 0) throw new Error(`PROFILES: no profile ${unknown.join(", ")}; there are ${Object.keys(PROFILES).join(", ")}`);
  return chosen;
}

/** A first visit in a fresh browser context, then a repeat visit in the same context. */
export const VISITS = ["first", "repeat"] as const;
export type Visit = (typeof VISITS)[number];
