import { sumRanges, type ExtraContent } from "./extras.ts";
import type { Offer } from "../content/generated/pricing.ts";
import { offerAt } from "./offers.ts";

/** The choices the live quote depends on; "" or a missing value means "not chosen yet". */
export interface QuoteSelection {
  tier?: string | null;
  wash?: string | null;
  size?: string | null;
  blocks?: number | string | null;
  /** How many cars, each with the package and the extras (1 when not given). */
  cars?: number;
}

type Range = { from: number; to: number };

/** pricing.yaml's prices (wash type → vehicle size → tier → whole pounds), as shown on the day, with the offers on it. */
export interface QuotePricing {
  prices: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, number>>>>>>;
  offers?: readonly Offer[] | undefined;
}

/** savings.yaml's rows: the saving on each block pack, per tier. */
export interface QuoteSavings {
  rows: readonly { tier: string; packs: readonly { blocks: number; save: number }[] }[];
}

/** booking.yaml's customQuote: the one combination that needs a personal quote. */
export interface CustomQuoteRule {
  tier: string;
  wash: string;
  size: string;
}

export type Quote =
  | { kind: "custom" }
  | {
      kind: "price";
      single: number;
      /** The offer that lowered `single` today, in the owner's words, and by how much. */
      offer?: { words: string; saving: number };
      blockSaving?: { blocks: number; save: number };
      /** The charged extras (lib/extras.ts): each one's price range, the package and them added up, and the time they add. */
      extras?: { prices: Range[]; total: Range; time: Range };
      /** For more than one car: how many, and the price of the package (and extras) for all of them. */
      cars?: { count: number; total: Range };
    };

function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The live quote on /book (docs/decisions.md 12): null until tier, wash and size are all chosen; "custom" for the
 * custom-quote combination; otherwise the single-wash price, and for a block booking with a pack size the pack
 * saving from the savings table. With extras (issue 23) the package's price and theirs add up to a range, and
 * with several cars that range (or price) is for each car. A price missing from the content gives null, and a
 * pack missing from the savings gives no saving.
 */
export function quoteFor(
  selection: QuoteSelection,
  pricing: QuotePricing,
  savings: QuoteSavings,
  customQuoteRule: CustomQuoteRule,
  charged: readonly ExtraContent[] = [],
): Quote | null {
  const { tier, wash, size } = selection;
  if (!tier || !wash || !size) return null;
  if (tier === customQuoteRule.tier && wash === customQuoteRule.wash && size === customQuoteRule.size) return { kind: "custom" };

  const bySize = own(pricing.prices, wash);
  const byTier = bySize && own(bySize, size);
  const single = byTier && own(byTier, tier);
  if (typeof single !== "number" || !Number.isFinite(single)) return null;

  const perCar = sumRanges([{ from: single, to: single }, ...charged.map((extra) => extra.price)]);
  const cars = selection.cars ?? 1;
  const offer = offerAt(pricing.offers, { wash, size, tier });
  return {
    kind: "price",
    single,
    ...(offer && { offer: { words: offer.words, saving: offer.saving } }),
    ...blockSaving(selection.blocks, tier, savings),
    ...(charged.length > 0 && { extras: { prices: charged.map((extra) => extra.price), total: perCar, time: sumRanges(charged.map((extra) => extra.time)) } }),
    ...(cars > 1 && { cars: { count: cars, total: { from: perCar.from * cars, to: perCar.to * cars } } }),
  };
}

/** The pack saving for a block booking with a pack size, when the savings table states one. */
function blockSaving(blocks: QuoteSelection["blocks"], tier: string, savings: QuoteSavings): { blockSaving?: { blocks: number; save: number } } {
  // A pack size is only ever set for a booking type that takes one (lib/booking-selection.ts).
  if (blocks === null || blocks === undefined || blocks === "") return {};
  const pack = savings.rows.find((row) => row.tier === tier)?.packs.find((candidate) => candidate.blocks === blocks || String(candidate.blocks) === blocks);
  return pack ? { blockSaving: { blocks: pack.blocks, save: pack.save } } : {};
}
