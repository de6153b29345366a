import type { BookingContent } from "../../content/generated/booking.ts";

/**
 * The scheduling service behind the booking calendar, behind a small adapter (docs/decisions.md 9) so another
 * service (Calendly, Cal.com) can be added here without touching the page. Nothing touches the DOM on import.
 */
export interface SchedulingProvider {
  /** The service's name, as in booking.yaml (scheduling.provider). */
  readonly name: string;
  /** The service's embed script, loaded only on the booking calendar page. */
  readonly scriptUrl: string;
  /** The profile prefix the scheduling path starts with. */
  readonly prefix: string;
  /** The origins the embed shows its calendar from, allowed as frames on the booking calendar page only. */
  readonly frameOrigins: readonly string[];
  /** The attributes of the container the embed mounts into, for the given scheduling path. */
  containerProps(path: string): Record<string, string>;
  /** Mounts the embed into a container that was rendered after the script loaded (client-side navigation). */
  init(element: Element): void;
  /** Whether the embed has appeared in the container (drives the fallback of docs/decisions.md 11). */
  isMounted(element: Element): boolean;
}

/** booking.yaml's scheduling settings (the type generated from its schema). */
export type SchedulingSettings = BookingContent["scheduling"];

/** What TidyCal's embed script puts on the window. */
interface TidyCalGlobal {
  init?: (element?: Element) => void;
}

function tidyCal(settings: SchedulingSettings): SchedulingProvider {
  return {
    name: "tidycal",
    scriptUrl: settings.scriptUrl,
    prefix: settings.prefix,
    frameOrigins: ["https://tidycal.com"],
    containerProps: (path) => ({ className: "tidycal-embed", "data-path": path }),
    init: (element) => {
      // The script may be blocked or still loading; the page's fallback covers that, so no error here.
      (globalThis as { TidyCal?: TidyCalGlobal }).TidyCal?.init?.(element);
    },
    isMounted: (element) => element.querySelector("iframe") !== null,
  };
}

export function providerFor(settings: SchedulingSettings): SchedulingProvider {
  switch (settings.provider) {
    case "tidycal":
      return tidyCal(settings);
    default: {
      const unknown: never = settings.provider;
      throw new Error(`Unknown scheduling provider "${String(unknown)}" in booking.yaml (scheduling.provider).`);
    }
  }
}
