import { describe, expect, it } from "vitest";
import booking from "virtual:content/booking";
import { providerFor, type SchedulingSettings } from "./providers";

// The fixture content's settings (tests/fixtures/content/booking.yaml).
const settings: SchedulingSettings = booking.scheduling;

describe("providerFor: TidyCal", () => {
  const provider = providerFor(settings);

  it("carries booking.yaml's prefix, and frames only from TidyCal's own address", () => {
    expect(provider).toMatchObject({ name: "tidycal", prefix: settings.prefix, frameOrigins: ["https://tidycal.com"] });
  });

  it.each([["fixture-valeting/deluxe-estate-3pack-out"], ["fixture-valeting/supreme-compact"]])("frames TidyCal's embeddable page for %s", (path) => {
    const url = new URL(provider.frameUrl(path));
    expect(url.origin).toBe(provider.frameOrigins[0]);
    expect(url.pathname).toBe(`/${path}`);
    expect(url.searchParams.get("embed")).toBe("true");
  });

  it("keeps any path on TidyCal's own address", () => {
    for (const path of ["//evil.example/x", "a/../../evil", "a?b#c", "@evil.example"])
      expect(new URL(provider.frameUrl(path)).origin, path).toBe("https://tidycal.com");
  });

  it("refuses an unknown provider", () => {
    expect(() => providerFor({ ...settings, provider: "calendly" as "tidycal" })).toThrow(/calendly/);
  });
});
