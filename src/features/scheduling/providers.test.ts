import { afterEach, describe, expect, it, vi } from "vitest";
import booking from "virtual:content/booking";
import { providerFor, type SchedulingSettings } from "./providers";

// The fixture content's settings (tests/fixtures/content/booking.yaml).
const settings: SchedulingSettings = booking.scheduling;

/** Just enough of an element for the adapter, which only looks for the embed's iframe. */
const element = (hasIframe: boolean) => ({ querySelector: (selector: string) => (hasIframe && selector === "iframe" ? {} : null) }) as unknown as Element;

describe("providerFor: TidyCal", () => {
  const provider = providerFor(settings);
  const withGlobal = globalThis as { TidyCal?: unknown };

  afterEach(() => {
    delete withGlobal.TidyCal;
  });

  it("carries booking.yaml's settings as they are", () => {
    expect(provider).toMatchObject({ name: "tidycal", scriptUrl: "https://embed.fixture.example/embed.js", prefix: "fixture-valeting" });
  });

  it.each([["fixture-valeting/deluxe-estate-3pack-out"], ["fixture-valeting/supreme-compact"]])("renders the container for %s", (path) => {
    expect(provider.containerProps(path)).toEqual({ className: "tidycal-embed", "data-path": path });
  });

  it.each([
    [true, true],
    [false, false],
  ])("an iframe in the container (%s) means mounted (%s)", (hasIframe, mounted) => {
    expect(provider.isMounted(element(hasIframe))).toBe(mounted);
  });

  it("initialises the embed in the given element", () => {
    const init = vi.fn();
    withGlobal.TidyCal = { init };
    const target = element(false);
    provider.init(target);
    expect(init).toHaveBeenCalledWith(target);
  });

  it.each([
    ["the script has not loaded", undefined],
    ["the script has no init", {}],
  ])("does nothing when %s", (_, global) => {
    withGlobal.TidyCal = global;
    expect(() => provider.init(element(false))).not.toThrow();
  });

  it("refuses an unknown provider", () => {
    expect(() => providerFor({ ...settings, provider: "calendly" as "tidycal" })).toThrow(/calendly/);
  });
});
