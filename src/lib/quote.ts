/** The choices the live quote depends on; "" or a missing value means "not chosen yet". */
export interface QuoteSelection {
  tier?: string | null;
  wash?: string | null;
  size?: string | null;
  blocks?: number | string | null;
}

/** pricing.yaml's prices: wash type → vehicle size → tier → whole pounds. */
export interface QuotePricing {
  prices: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, number>>>>>>;
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
  | { kind: "price"; single: number; blockSaving?: { blocks: number; save: number } };

function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The live quote on /book (docs/decisions.md 12): null until tier, wash and size are all chosen; "custom" for the
 * custom-quote combination; otherwise the single-wash price, and for a block booking with a pack size the pack
 * saving from the savings table. Only figures the content states are returned: no total is computed, a price
 * missing from the content gives null, and a pack missing from the savings gives no saving.
 */
export function quoteFor(
  selection: QuoteSelection,
  pricing: QuotePricing,
  savings: QuoteSavings,
  customQuoteRule: CustomQuoteRule,
): Quote | null {
  const { tier, wash, size } = selection;
  if (!tier || !wash || !size) return null;
  if (tier === customQuoteRule.tier && wash === customQuoteRule.wash && size === customQuoteRule.size) return { kind: "custom" };

  const bySize = own(pricing.prices, wash);
  const byTier = bySize && own(bySize, size);
  const single = byTier && own(byTier, tier);
  if (typeof single !== "number" || !Number.isFinite(single)) return null;

  // A pack size is only ever set for a booking type that takes one (lib/booking-selection.ts).
  if (selection.blocks === null || selection.blocks === undefined || selection.blocks === "") {
    return { kind: "price", single };
  }
  const { blocks } = selection;
  const pack = savings.rows
    .find((row) => row.tier === tier)
    ?.packs.find((candidate) => candidate.blocks === blocks || String(candidate.blocks) === blocks);
  return pack ? { kind: "price", single, blockSaving: { blocks: pack.blocks, save: pack.save } } : { kind: "price", single };
}
