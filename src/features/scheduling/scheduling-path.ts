/** The allowed values of each booking parameter; tiers, washes, sizes and blockSizes come from content. */
export interface SchedulingOptions {
  /** The scheduling provider's profile prefix (booking.scheduling.prefix). */
  prefix: string;
  tiers: readonly string[];
  washes: readonly string[];
  sizes: readonly string[];
  blockSizes: readonly number[];
}

/** A booking selection whose every value has been checked against its allowed values. */
export type BookingSelection = {
  location: "home" | "us" | null;
  tier: string;
  wash: string;
  size: string;
} & ({ type: "single"; blocks: null } | { type: "block"; blocks: number });

export type BookingParams = URLSearchParams | Readonly<Record<string, string | undefined>>;

/** Longer than any code we use: a value past this is rejected before it is compared with anything. */
export const MAX_PARAM_LENGTH = 40;
const LOCATIONS = ["home", "us"] as const;
const TYPES = ["single", "block"] as const;
/** The wash type whose booking types carry the -ext suffix (spec point 5). */
const EXTERIOR_WASH = "exterior";
const PARAM_NAMES = ["location", "type", "blocks", "tier", "wash", "size"] as const;
type ParamName = (typeof PARAM_NAMES)[number];

/** A parameter's one value; "" counts as absent (the form sends `blocks=` for a single wash). */
type Read = { ok: true; value: string | null } | { ok: false };

function readParam(params: BookingParams, name: ParamName): Read {
  let values: string[];
  if (params instanceof URLSearchParams) {
    values = params.getAll(name);
  } else {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    values = value === undefined ? [] : [value];
  }
  if (values.length > 1) return { ok: false };
  const value = values[0] ?? "";
  if (value.length > MAX_PARAM_LENGTH) return { ok: false };
  return { ok: true, value: value === "" ? null : value };
}

/** Exact, case-sensitive match: the codes are lower case everywhere, so "GOLD" or " gold" is not gold. */
function pick<T extends string>(value: string, allowed: readonly T[]): T | null {
  return allowed.find((candidate) => candidate === value) ?? null;
}

/**
 * The booking selection in query parameters (location, type, blocks, tier, wash, size), or null when it can't
 * be booked online (spec point 5, decisions.md 10). tier, wash, size and type are required; blocks is required
 * for a block booking and not allowed for a single one; location is optional. A value that is missing,
 * repeated, longer than MAX_PARAM_LENGTH or not exactly one of its allowed values gives null. Parameters
 * with other names (utm_source, fbclid …) are ignored: they don't reach the path.
 */
export function selectionFromParams(params: BookingParams, options: SchedulingOptions): BookingSelection | null {
  const values = {} as Record<ParamName, string | null>;
  for (const name of PARAM_NAMES) {
    const result = readParam(params, name);
    if (!result.ok) return null;
    values[name] = result.value;
  }
  const { location, type, blocks, tier, wash, size } = values;
  if (type === null || tier === null || wash === null || size === null) return null;

  const chosen = {
    location: location === null ? null : pick(location, LOCATIONS),
    tier: pick(tier, options.tiers),
    wash: pick(wash, options.washes),
    size: pick(size, options.sizes),
  };
  if ((location !== null && chosen.location === null) || chosen.tier === null || chosen.wash === null || chosen.size === null) return null;
  const base = { location: chosen.location, tier: chosen.tier, wash: chosen.wash, size: chosen.size };

  switch (pick(type, TYPES)) {
    case "single":
      return blocks === null ? { ...base, type: "single", blocks: null } : null;
    case "block": {
      const pack = blocks === null ? undefined : options.blockSizes.find((allowed) => String(allowed) === blocks);
      return pack === undefined ? null : { ...base, type: "block", blocks: pack };
    }
    default:
      return null;
  }
}

/** The provider path of a validated selection: `{prefix}/{tier}-{size}[-{6|12}pack][-ext]`. */
export function pathForSelection(selection: BookingSelection, prefix: string): string {
  const pack = selection.type === "block" ? `-${selection.blocks}pack` : "";
  const exterior = selection.wash === EXTERIOR_WASH ? "-ext" : "";
  return `${prefix}/${selection.tier}-${selection.size}${pack}${exterior}`;
}

/**
 * The scheduling embed path for the booking in query parameters, e.g. "redbridge-mobile-valeting/gold-medium-6pack-ext",
 * or null when the selection can't be booked online (see selectionFromParams). Large Platinum In & Out gets a
 * path like any other choice: the custom-quote warning on /book is advice, not a block.
 */
export function schedulingPath(params: BookingParams, options: SchedulingOptions): string | null {
  const selection = selectionFromParams(params, options);
  return selection === null ? null : pathForSelection(selection, options.prefix);
}

/** The content the options are read from: booking.yaml's form fields and scheduling settings. */
export interface SchedulingContent {
  fields: {
    tier: { options: readonly { value: string }[] };
    wash: { options: readonly { value: string }[] };
    size: { options: readonly { value: string }[] };
    blocks: { options: readonly { value: number }[] };
  };
  scheduling: { prefix: string };
}

/** The allowed values as booking.yaml lists them, so the form and the calendar page accept the same codes. */
export function schedulingOptions(booking: SchedulingContent): SchedulingOptions {
  return {
    prefix: booking.scheduling.prefix,
    tiers: booking.fields.tier.options.map((option) => option.value),
    washes: booking.fields.wash.options.map((option) => option.value),
    sizes: booking.fields.size.options.map((option) => option.value),
    blockSizes: booking.fields.blocks.options.map((option) => option.value),
  };
}
