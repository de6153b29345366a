/**
 * The extras (addons.yaml) against the chosen package (issue 23): an add-on that pricing.yaml's What's
 * Included table marks as included in the package adds nothing, one it marks as not offered with the
 * wash type can't be chosen, and any other is charged at its price range and takes its time. Pure:
 * content comes in through the caller.
 */

export interface ExtraContent {
  id: string;
  name: string;
  price: { from: number; to: number };
  time: { from: number; to: number };
  /** The What's Included row this add-on is, by its feature's words. */
  includedAs?: string;
}

/** pricing.yaml's What's Included rows: wash type → rows, each with its state per tier. */
export type IncludedRows = Readonly<Record<string, readonly { feature: string; tiers: Readonly<Record<string, string>> }[]>>;

export type ExtraStatus = "extra" | "included" | "notOffered";

/** What an add-on is with this package and wash type: an extra (also while either is unchosen), included, or not offered. */
export function extraStatus(extra: ExtraContent, tier: string, wash: string, rows: IncludedRows): ExtraStatus {
  if (!extra.includedAs || !tier || !wash || !Object.hasOwn(rows, wash)) return "extra";
  const state = rows[wash].find((row) => row.feature === extra.includedAs)?.tiers[tier];
  if (state === "included") return "included";
  if (state === "excluded") return "notOffered";
  return "extra";
}

/** The ticked add-ons that add to the price: those chosen, in content's order, that are extras with this package. */
export function chargedExtras(
  choice: { extras: readonly string[]; tier: string; wash: string },
  extras: readonly ExtraContent[],
  rows: IncludedRows,
): ExtraContent[] {
  return extras.filter((extra) => choice.extras.includes(extra.id) && extraStatus(extra, choice.tier, choice.wash, rows) === "extra");
}

/** A range's sum: the lowest ends added, the highest ends added. */
export const sumRanges = (ranges: readonly { from: number; to: number }[]) =>
  ranges.reduce((total, range) => ({ from: total.from + range.from, to: total.to + range.to }), { from: 0, to: 0 });
