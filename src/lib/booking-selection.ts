/**
 * The booking selection (location, type, blocks, tier, wash, size, and the extras and number of cars):
 * read from a query string, checked against the values content allows, and written back. The one place
 * these parameters are parsed and serialised: the booking form, the calendar, the live quote and the
 * scheduling path all use it. The brief's six decide whether a choice can be booked online; the extras
 * and the cars travel with it (issue 23), and an unknown one is dropped without stopping the booking.
 * It knows no codes of its own: which location checks a postcode, which booking type takes a pack and
 * which suffix a wash type gives the scheduling path all come from booking.yaml (docs/booking-flow.md).
 */

/** What content allows for each parameter, and what each choice does. */
export interface BookingRules {
  locations: readonly { value: string; checksPostcode: boolean }[];
  types: readonly { value: string; choosesPack: boolean }[];
  packs: readonly number[];
  tiers: readonly string[];
  washes: readonly { value: string; schedulingSuffix: string }[];
  sizes: readonly string[];
  /** The add-ons' codes (addons.yaml), in content's order. */
  extras: readonly string[];
  /** The most cars one booking may have. */
  maxCars: number;
}

/** booking.yaml's form fields, as far as the rules need them. */
export interface BookingFieldsContent {
  location: { options: readonly { value: string; checksPostcode: boolean }[] };
  type: { options: readonly { value: string; choosesPack: boolean }[] };
  blocks: { options: readonly { value: number }[] };
  tier: { options: readonly { value: string }[] };
  wash: { options: readonly { value: string; schedulingSuffix: string }[] };
  size: { options: readonly { value: string }[] };
  cars: { max: number };
}

/** addons.yaml, as far as the rules need it. */
export interface BookingAddonsContent {
  items: readonly { id: string }[];
}

export function bookingRules(fields: BookingFieldsContent, addons: BookingAddonsContent): BookingRules {
  return {
    locations: fields.location.options,
    types: fields.type.options,
    packs: fields.blocks.options.map((option) => option.value),
    tiers: fields.tier.options.map((option) => option.value),
    washes: fields.wash.options,
    sizes: fields.size.options.map((option) => option.value),
    extras: addons.items.map((item) => item.id),
    maxCars: fields.cars.max,
  };
}

export const BOOKING_PARAMS = ["location", "type", "blocks", "tier", "wash", "size"] as const;
export type BookingParam = (typeof BOOKING_PARAMS)[number];

/** The parameters that travel with the choice (issue 23): repeated `extras`, and `cars` when more than one. */
export const EXTRAS_PARAM = "extras";
export const CARS_PARAM = "cars";

/**
 * A choice of each parameter, as its code; "" where nothing is chosen (blocks for a single wash); the
 * extras' codes in content's order, and the number of cars (1 unless more are chosen).
 */
export type BookingChoice = Record<BookingParam, string> & { extras: readonly string[]; cars: number };

/** Longer than any code content may use (common.schema.json's id): a longer value is rejected unread. */
export const MAX_PARAM_LENGTH = 40;

export type BookingParams = URLSearchParams | Readonly<Record<string, string | undefined>>;

/** The values content allows for one parameter, as they appear in a query. */
export function allowedValues(rules: BookingRules, name: BookingParam): readonly string[] {
  switch (name) {
    case "location":
      return rules.locations.map((option) => option.value);
    case "type":
      return rules.types.map((option) => option.value);
    case "blocks":
      return rules.packs.map(String);
    case "tier":
      return rules.tiers;
    case "wash":
      return rules.washes.map((option) => option.value);
    case "size":
      return rules.sizes;
  }
}

/** The choice the form starts from: the first location and the first booking type, nothing else. */
export function initialChoice(rules: BookingRules): BookingChoice {
  return { location: rules.locations[0]?.value ?? "", type: rules.types[0]?.value ?? "", blocks: "", tier: "", wash: "", size: "", extras: [], cars: 1 };
}

/** Whether a choice (as a query gave it) holds anything: a parameter, an extra or more than one car. */
export const choosesAnything = (choice: BookingChoice) => BOOKING_PARAMS.some((name) => choice[name] !== "") || choice.extras.length > 0 || choice.cars > 1;

export const checksPostcode = (rules: BookingRules, location: string) => rules.locations.some((option) => option.value === location && option.checksPostcode);

export const choosesPack = (rules: BookingRules, type: string) => rules.types.some((option) => option.value === type && option.choosesPack);

/** A parameter as given: absent (missing or ""), one allowed value, or unusable (repeated, too long, not allowed). */
type ParamReading = { kind: "absent" } | { kind: "value"; value: string } | { kind: "unusable" };

/** Every value a parameter is given. */
function valuesOf(params: BookingParams, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = Object.hasOwn(params, name) ? params[name] : undefined;
  return value === undefined ? [] : [value];
}

function readParam(params: BookingParams, name: BookingParam, rules: BookingRules): ParamReading {
  const values = valuesOf(params, name);
  if (values.length > 1) return { kind: "unusable" };
  const value = values[0] ?? "";
  if (value === "") return { kind: "absent" };
  if (value.length > MAX_PARAM_LENGTH) return { kind: "unusable" };
  // Exact, case-sensitive: codes are lower case everywhere, so "GOLD" or " gold" is not gold.
  return allowedValues(rules, name).includes(value) ? { kind: "value", value } : { kind: "unusable" };
}

/** The extras given that content offers, each once, in content's order; anything else is dropped. */
function readExtras(params: BookingParams, rules: BookingRules): string[] {
  const given = new Set(valuesOf(params, EXTRAS_PARAM).filter((value) => value.length <= MAX_PARAM_LENGTH));
  return rules.extras.filter((code) => given.has(code));
}

/** The number of cars given, if it is one whole number from 1 to content's most; 1 otherwise. */
function readCars(params: BookingParams, rules: BookingRules): number {
  const values = valuesOf(params, CARS_PARAM);
  if (values.length !== 1 || !/^[1-9]\d?$/.test(values[0])) return 1;
  const cars = Number(values[0]);
  return cars <= rules.maxCars ? cars : 1;
}

export interface ParsedBooking {
  /** The allowed values given whose dependencies hold, "" for the rest: what the visitor really chose. */
  given: BookingChoice;
  /**
   * What a form pre-filled from this query shows (docs/decisions.md 13): each allowed value whose
   * dependencies hold (a wash needs a tier, a size needs a wash, a pack needs a booking type that
   * takes one); anything else is dropped, and location and type fall back to the first option.
   */
  choice: BookingChoice;
  /**
   * The selection when the query is a complete booking that can be scheduled online (docs/decisions.md 10),
   * otherwise null: type, tier, wash and size given and allowed, a pack given exactly when the type
   * takes one, location allowed if given (it may be left out: "" then), nothing repeated or too long.
   */
  bookable: BookingChoice | null;
}

/** Reads the six parameters once. Other parameters (utm_source, fbclid …) are ignored. */
export function parseBookingQuery(params: BookingParams, rules: BookingRules): ParsedBooking {
  const read = Object.fromEntries(BOOKING_PARAMS.map((name) => [name, readParam(params, name, rules)])) as Record<BookingParam, ParamReading>;
  const given = (name: BookingParam) => {
    const reading = read[name];
    return reading.kind === "value" ? reading.value : "";
  };

  const initial = initialChoice(rules);
  const type = given("type") || initial.type;
  const tier = given("tier");
  const wash = tier ? given("wash") : "";
  const extras = readExtras(params, rules);
  const cars = readCars(params, rules);
  const chosen: BookingChoice = {
    location: given("location"),
    type: given("type"),
    blocks: choosesPack(rules, type) ? given("blocks") : "",
    tier,
    wash,
    size: wash ? given("size") : "",
    extras,
    cars,
  };
  const choice: BookingChoice = { ...chosen, location: chosen.location || initial.location, type };

  const anyUnusable = BOOKING_PARAMS.some((name) => read[name].kind === "unusable");
  const required: BookingParam[] = ["type", "tier", "wash", "size"];
  const packHolds = choosesPack(rules, given("type")) === (read.blocks.kind === "value");
  const bookable = !anyUnusable && required.every((name) => read[name].kind === "value") && packHolds;
  return {
    given: chosen,
    choice,
    bookable: bookable ? { location: given("location"), type: given("type"), blocks: given("blocks"), tier, wash, size: given("size"), extras, cars } : null,
  };
}

/** Adds the extras (one `extras` each) and the number of cars (only when more than one) to a query. */
function addExtrasAndCars(params: URLSearchParams, choice: Pick<BookingChoice, "extras" | "cars">): URLSearchParams {
  for (const extra of choice.extras) params.append(EXTRAS_PARAM, extra);
  if (choice.cars > 1) params.set(CARS_PARAM, String(choice.cars));
  return params;
}

/** The calendar's query: all six parameters, in their order, blocks empty when no pack is chosen; then the extras and cars. */
export function bookingQuery(choice: BookingChoice): string {
  const params = new URLSearchParams();
  for (const name of BOOKING_PARAMS) params.set(name, choice[name]);
  return addExtrasAndCars(params, choice).toString();
}

/** A postcode from a query string, tidied for display: letters, digits and single spaces, upper case; anything else is dropped. */
export function postcodeFromQuery(value: string | null): string {
  if (value === null || value.length > 12 || !/^[A-Za-z0-9 ]+$/.test(value)) return "";
  return value.trim().replace(/\s+/g, " ").toUpperCase();
}

/** The contact page's query for a choice: what was chosen, and the postcode when one was checked. */
export function contactSearch(choice: BookingChoice, postcode = ""): string {
  const params = new URLSearchParams();
  for (const name of BOOKING_PARAMS) if (choice[name]) params.set(name, choice[name]);
  addExtrasAndCars(params, choice);
  if (postcode) params.set("postcode", postcode);
  return params.toString();
}

/** The form's own address: only what differs from the initial choice, so a fresh form has a clean URL. */
export function formSearch(choice: BookingChoice, rules: BookingRules): string {
  const initial = initialChoice(rules);
  const params = new URLSearchParams();
  for (const name of BOOKING_PARAMS) if (choice[name] && choice[name] !== initial[name]) params.set(name, choice[name]);
  return addExtrasAndCars(params, choice).toString();
}

/** The provider path of a bookable selection: `{prefix}/{tier}-{size}[-{n}pack]{wash's schedulingSuffix}`. */
export function schedulingPath(
  selection: Pick<BookingChoice, "blocks" | "tier" | "wash" | "size">,
  prefix: string,
  rules: Pick<BookingRules, "washes">,
): string {
  const pack = selection.blocks ? `-${selection.blocks}pack` : "";
  const suffix = rules.washes.find((option) => option.value === selection.wash)?.schedulingSuffix ?? "";
  return `${prefix}/${selection.tier}-${selection.size}${pack}${suffix}`;
}
