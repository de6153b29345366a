/**
 * The pages the browser benchmarks load (bench:interactive, bench:lighthouse): every route of the site,
 * the booking calendar in each of its three states — a query content says can be booked online, a
 * query it can't use, and none. ROUTES=/pricing,/booking-calendar limits them to those paths.
 */
import type { ContentFiles } from "../../src/content/generated/content-files.ts";
import { bookingFields } from "../../src/lib/booking-fields.ts";
import { bookingQuery, bookingRules, parseBookingQuery, type BookingChoice, type BookingRules } from "../../src/lib/booking-selection.ts";
import { PAGES, sitePaths } from "../../src/lib/site-paths.ts";

export interface BenchPage {
  /** The route's path, as src/lib/site-paths.ts lists it. */
  route: string;
  /** The path, with the calendar's state named. */
  label: string;
  /** Path and query to load. */
  url: string;
}

/** A choice content says can be booked online: the first option of each list, a single wash where there is one, no extras, one car. */
function bookableChoice(rules: BookingRules): BookingChoice {
  const type = rules.types.find((option) => !option.choosesPack) ?? rules.types[0];
  const choice: BookingChoice = {
    location: rules.locations[0].value,
    type: type.value,
    blocks: type.choosesPack ? String(rules.packs[0]) : "",
    tier: rules.tiers[0],
    wash: rules.washes[0].value,
    size: rules.sizes[0],
    extras: [],
    cars: 1,
  };
  if (!parseBookingQuery(new URLSearchParams(bookingQuery(choice)), rules).bookable)
    throw new Error("bench pages: the first option of each booking list is not bookable online");
  return choice;
}

export function benchPages(content: ContentFiles, only = process.env.ROUTES?.split(",").map((route) => route.trim())): BenchPage[] {
  const rules = bookingRules(bookingFields(content.booking.fields, content.pricing), content.addons);
  const bookable = bookableChoice(rules);
  // A tier no content code can equal: every code joined, and more.
  const unusable = { ...bookable, tier: `${rules.tiers.join("-")}-none` };
  return sitePaths(content.founder.slug)
    .map((page) => page.path)
    .filter((route) => !only || only.includes(route))
    .flatMap((route) =>
      route === PAGES.calendar.path
        ? [
            { route, label: `${route} (bookable query)`, url: `${route}?${bookingQuery(bookable)}` },
            { route, label: `${route} (unusable query)`, url: `${route}?${bookingQuery(unusable)}` },
            { route, label: `${route} (no query)`, url: route },
          ]
        : [{ route, label: route, url: route }],
    );
}
