/**
 * The security policy's checks, shared by the sweep (pages.spec.ts: each page's own policy and requests) and
 * security.spec.ts (the journeys that reach a third party: the map, the scheduling provider).
 */
import type { Page, Response } from "@playwright/test";
import { expect } from "@playwright/test";
import { isCsvRequest } from "./booking-flow";
import { booking, home } from "../../support/site-pages";
import { providerFor } from "../../../src/features/scheduling/providers.ts";
import { networkQuiet } from "../../../scripts/tools/network-quiet.ts";

/** The third-party host content names: the home page's map. */
export const MAP_ORIGIN = new URL(home.leaveIt.map.embedUrl).origin;
/** Where the provider shows its calendar from (its adapter says; content picks the provider). */
export const [CALENDAR_FRAME_ORIGIN] = providerFor(booking.scheduling).frameOrigins;

/** One directive of a policy, as its list of sources. */
const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

/** Collects every CSP violation the page reports, from before its first script runs (read with `violations`). */
export async function recordPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

/** The violations recorded since recordPolicyViolations. */
export const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** What the page asked for beyond the site (by origin), and the postcode lists it fetched, from now on. */
export interface RequestsLeaving {
  thirdParty: string[];
  postcodeList: string[];
}

export function recordRequestsLeaving(page: Page): RequestsLeaving {
  const requests: RequestsLeaving = { thirdParty: [], postcodeList: [] };
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) requests.thirdParty.push(new URL(request.url()).origin);
    if (isCsvRequest(request)) requests.postcodeList.push(request.url());
  });
  return requests;
}

/**
 * A page's response sends exactly one strict policy (no other site's script anywhere; the provider's frame on the calendar only, the map's
 * everywhere, since client-side navigation can reach the home page); once scrolled to the end (so lazily loaded media
 * would have asked) and quiet, nothing broke it, no request left the site and no postcode list was fetched.
 */
export async function expectStrictPolicy(page: Page, response: Response, isCalendar: boolean, requests: RequestsLeaving): Promise<void> {
  const policy = (await response.allHeaders())["content-security-policy"] ?? "";
  expect(policy.match(/default-src/g)).toHaveLength(1);
  expect(directive(policy, "default-src")).toEqual(["'none'"]);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  expect(directive(policy, "frame-src")).toContain(MAP_ORIGIN);
  expect(directive(policy, "frame-src").includes(CALENDAR_FRAME_ORIGIN), "the scheduling provider's frame allowed").toBe(isCalendar);
  // No page runs another site's script, the calendar included (docs/decisions.md 23): the site's own files and its inline scripts' hashes only.
  expect(
    directive(policy, "script-src").filter((source) => !/^'sha256-[A-Za-z0-9+/=]+'$/.test(source)),
    "script-src: the site's own scripts only",
  ).toEqual(["'self'"]);
  await page.mouse.wheel(0, 20_000);
  await networkQuiet(page);
  expect(requests.thirdParty, "requests that left the site").toEqual([]);
  expect(await violations(page)).toEqual([]);
  expect(requests.postcodeList, "postcode lists fetched").toEqual([]);
}
