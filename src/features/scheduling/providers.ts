import type { BookingContent } from "../../content/generated/booking.ts";

/**
 * The scheduling service behind the booking calendar, behind a small adapter (docs/decisions.md 9) so another
 * service (Calendly, Cal.com) can be added here without touching the page. The calendar is the service's own
 * page in a frame from its own address: no script of the service's ever runs in our pages, where the site
 * editor's sign-in lives (docs/decisions.md 23). Nothing touches the DOM on import.
 */
export interface SchedulingProvider {
  /** The service's name, as in booking.yaml (scheduling.provider). */
  readonly name: string;
  /** The service's name as the owner knows it (the site editor's reminders name it: block closed days there). */
  readonly title: string;
  /** The profile prefix the scheduling path starts with. */
  readonly prefix: string;
  /** The origins the calendar's frame comes from, allowed as frames on the booking calendar page only. */
  readonly frameOrigins: readonly string[];
  /** The address of the service's embeddable calendar for the given scheduling path. */
  frameUrl(path: string): string;
}

/** booking.yaml's scheduling settings (the type generated from its schema). */
export type SchedulingSettings = BookingContent["scheduling"];

const TIDYCAL = "https://tidycal.com";

function tidyCal(settings: SchedulingSettings): SchedulingProvider {
  return {
    name: "tidycal",
    title: "TidyCal",
    prefix: settings.prefix,
    frameOrigins: [TIDYCAL],
    // The address TidyCal's own embed script gives its frame: the booking page with `embed` set, which drops the
    // page's own header and footer. The path is the booking path's codes (a-z, 0-9, dashes), each segment encoded all the same.
    frameUrl: (path) => `${TIDYCAL}/${path.split("/").map(encodeURIComponent).join("/")}?embed=true`,
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
