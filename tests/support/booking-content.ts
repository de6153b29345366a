import { readContent } from "../../src/content/node/read-content.ts";
import {
  CARS_PARAM,
  bookingQuery,
  bookingRules,
  formSearch,
  initialChoice,
  schedulingPath,
  type BookingChoice,
  type BookingParam,
} from "../../src/lib/booking-selection.ts";
import { providerFor } from "../../src/features/scheduling/providers.ts";
import { bookingFields } from "../../src/lib/booking-fields.ts";
import { fillTemplate, formatMinutesRange, formatPoundRange } from "../../src/lib/format.ts";
import { extraStatus } from "../../src/lib/extras.ts";
import { PATH } from "./paths.ts";

/*
 * The booking journeys' expectations, from the validated content and the site's own booking rules, with no
 * browser API: the Playwright specs (through booking-flow.ts) and the WebKit journeys (tests/engines/webkit)
 * both read them here.
 */
const content = readContent();
export const booking = content.booking;
const addons = content.addons;
const pricing = content.pricing;
const savings = content.savings;

const fields = bookingFields(booking.fields, pricing);
export type FieldName = BookingParam;

// ---------------------------------------------------------------------------------------------------------
// What content allows: the tests pick every code from these lists by what it does, and never type one in.

/** The booking rules the site itself uses (src/lib/booking-selection.ts), from booking.yaml. */
export const rules = bookingRules(fields, addons);
/** The choice a fresh form starts from: content's first location and first booking type. */
export const initial = initialChoice(rules);

/**
 * What a runner does when content doesn't offer a code a test needs: Playwright skips the test, saying why
 * (booking-flow.ts), and so does the WebKit runner; until one is set, the test fails with the reason.
 */
let lacking: (what: string) => never = (what) => {
  throw new Error(`booking.yaml offers no ${what}`);
};
export function whenContentLacks(handler: (what: string) => never): void {
  lacking = handler;
}
/** A code the test needs that content may not offer. */
function needed<T>(found: T | undefined, what: string): T {
  if (found === undefined) lacking(what);
  return found as T;
}
/** A location that shows the postcode checker (checksPostcode: true). */
export const postcodeLocation = () => needed(rules.locations.find((option) => option.checksPostcode)?.value, "location with a postcode check");
/** A location without the postcode checker (the customer comes to us). */
export const counterLocation = () => needed(rules.locations.find((option) => !option.checksPostcode)?.value, "location without a postcode check");
/** A booking type without a pack (a single wash). */
export const singleType = () => needed(rules.types.find((option) => !option.choosesPack)?.value, "booking type without a pack");
/** A booking type that takes a pack (a block booking). */
export const packType = () => needed(rules.types.find((option) => option.choosesPack)?.value, "booking type with a pack");
/** Pack sizes as the form's values. */
export const packs = rules.packs.map(String);
export const washes = rules.washes.map((option) => option.value);
/** The first value of `values` other than `value` (another tier, another size …). */
export const otherThan = (values: readonly string[], value: string, what: string) =>
  needed(
    values.find((other) => other !== value),
    `second ${what}`,
  );

/** The one combination content says needs a personal quote. */
export const customQuote = { tier: booking.customQuote.tier, wash: booking.customQuote.wash, size: booking.customQuote.size };
/** A tier that always gets a price (any tier but the custom-quote one). */
export const pricedTier = () => otherThan(rules.tiers, customQuote.tier, "tier");

/** A choice from the form, completed with the form's starting values (location, type) and nothing else. */
export type Choice = Partial<BookingChoice>;
export const complete = (choice: Choice): BookingChoice => ({ ...initial, ...choice });

/** /book showing this choice: its address holds only what differs from a fresh form (as the site writes it). */
export function formPath(choice: Choice = {}): string {
  const search = formSearch(complete(choice), rules);
  return search ? `${PATH.book}?${search}` : PATH.book;
}

/** The query the form sends to the booking calendar for this choice (the site's own serialiser). */
const calendarQuery = (choice: Choice): string => bookingQuery(complete(choice));
export const calendarPath = (choice: Choice): string => `${PATH.calendar}?${calendarQuery(choice)}`;

/**
 * Where a native submit of the form goes (before the app starts, or with JavaScript off): the browser sends
 * every named field in page order, so the postcode box's value follows the location. The calendar reads the
 * six booking parameters, the extras and the cars, and ignores the rest.
 */
export function nativeCalendarPath(choice: Choice, postcode = ""): string {
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(calendarQuery(choice))) {
    params.append(name, value);
    if (name === "location") params.append("postcode", postcode);
  }
  // The Number of Cars list (when content offers more than one car) is sent with its value, one car too.
  if (rules.maxCars > 1 && !params.has(CARS_PARAM)) params.append(CARS_PARAM, String(complete(choice).cars));
  return `${PATH.calendar}?${params}`;
}

/** The scheduling path the calendar should hand to the provider for this choice (the site's own rule, docs/decisions.md 10). */
export const expectedPath = (choice: Choice): string => schedulingPath(complete(choice), booking.scheduling.prefix, rules);

/** The address the page frames the provider's calendar from for a choice, as the provider's adapter frames it. */
export const frameUrl = (choice: Choice): string => providerFor(booking.scheduling).frameUrl(expectedPath(choice));

// ---------------------------------------------------------------------------------------------------------
// The live quote, in the words content gives it (booking.yaml's templates, pricing.yaml's and savings.yaml's figures).

/** The single-wash line for a priced choice: booking.quote.single filled with the price from pricing.yaml. */
export function singlePriceLine(choice: { tier: string; wash: string; size: string }): string {
  const price = pricing.prices[choice.wash]?.[choice.size]?.[choice.tier];
  if (price === undefined) throw new Error(`pricing.yaml has no price for ${JSON.stringify(choice)}`);
  return fillTemplate(booking.quote.single, { price });
}

/** The pack-saving line: booking.quote.blockSaving filled with the tier's saving on that pack from savings.yaml. */
export function packSavingLine(tier: string, blocks: string): string {
  const pack = savings.rows.find((row) => row.tier === tier)?.packs.find((candidate) => String(candidate.blocks) === blocks);
  if (!pack) throw new Error(`savings.yaml has no ${blocks}-pack saving for ${tier}`);
  return fillTemplate(booking.quote.blockSaving, { blocks: pack.blocks, save: pack.save });
}

// ---------------------------------------------------------------------------------------------------------
// The form's words.

/** The visible label of an option of a form field, from content. */
export function optionLabel(field: FieldName, value: string | number): string {
  const option = (fields[field].options as readonly { value: string | number; label: string }[]).find((o) => String(o.value) === String(value));
  if (!option) throw new Error(`booking.yaml has no option ${String(value)} for ${field}`);
  return option.label;
}

/** The visible labels of a field's options, in content's order. */
export const optionLabels = (field: FieldName): string[] => (fields[field].options as readonly { label: string }[]).map((option) => option.label);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// ---------------------------------------------------------------------------------------------------------
// The postcode checker. The owner's list (content/serviced-postcodes.csv) is content too: tests serve their
// own list, and every postcode they expect to be covered comes from it.

/** The postcodes of the test's own list. */
export const SERVED_POSTCODES = ["IG1 3TY", "IG2 6AB", "E18 1AB"] as const;
/** The test's list in the two layouts the brief allows. */
export const SERVED_CSV = {
  "one postcode a line under a header": `postcode\n${SERVED_POSTCODES.join("\n")}\n`,
  "one comma-separated line": `postcode,${SERVED_POSTCODES.join(",")}`,
};
/** Real UK postcodes that are not on the test's list (so the answer is the surcharge one). */
export const UNLISTED_POSTCODES = ["SW1A 1AA", "IG1 3TZ"].filter((postcode) => !(SERVED_POSTCODES as readonly string[]).includes(postcode));

// ---------------------------------------------------------------------------------------------------------
// Extras and several cars (issue 23), in content's words.

/** A priced package, content's first wash type and first size, the first two add-ons that are extras with it, and two cars. */
export function extrasChoice() {
  const base = { tier: pricedTier(), wash: washes[0], size: rules.sizes[0] };
  const extras = addons.items.filter((extra) => extraStatus(extra, base.tier, base.wash, pricing.included.rows) === "extra").slice(0, 2);
  const choice: Choice = { ...base, extras: extras.map((extra) => extra.id), cars: 2 };
  return { choice, extras, price: pricing.prices[base.wash][base.size][base.tier] };
}

/** Why a runner skips the extras journeys, or undefined: content must offer two extras with that package, and more than one car. */
export const extrasJourneyLacks = () =>
  extrasChoice().extras.length < 2 || rules.maxCars < 2 ? "content offers fewer than two extras with this package, or one car" : undefined;

/** The live quote's lines for extrasChoice(): the package plus the extras' ranges, the time they add, and the price for every car. */
export function extrasQuoteLines(): string[] {
  const { extras, price, choice } = extrasChoice();
  const cars = choice.cars!;
  const total = { from: price + extras.reduce((sum, extra) => sum + extra.price.from, 0), to: price + extras.reduce((sum, extra) => sum + extra.price.to, 0) };
  const time = { from: extras.reduce((sum, extra) => sum + extra.time.from, 0), to: extras.reduce((sum, extra) => sum + extra.time.to, 0) };
  return [
    fillTemplate(booking.quote.withExtras, {
      price,
      extras: extras.map((extra) => formatPoundRange(extra.price.from, extra.price.to)).join(" + "),
      total: formatPoundRange(total.from, total.to),
    }),
    fillTemplate(booking.quote.extrasTime, { time: formatMinutesRange(time.from, time.to) }),
    fillTemplate(booking.quote.cars, { cars, total: formatPoundRange(total.from * cars, total.to * cars) }),
  ];
}

/** The calendar page's line for extrasChoice(): package · size · wash type + extras · cars. */
export function extrasChoiceLine(): string {
  const { extras, choice } = extrasChoice();
  const shown = complete(choice);
  const wash = [optionLabel("wash", shown.wash), ...extras.map((extra) => extra.name)].join(" + ");
  return [optionLabel("tier", shown.tier), optionLabel("size", shown.size), wash, fillTemplate(fields.cars.count, { cars: shown.cars })].join(" · ");
}
