/**
 * A package retired as the editor saves it: taken out of the Pricing page with everything there that names it (its
 * prices, its What's Included cells) and its Savings at a Glance row, each file changed only in those lines. Yesterday's
 * change that the put back starts from, in the put back's journey (tests/e2e/admin-packages.spec.ts) and in
 * bench:editor's week (scripts/bench/editor/week-tasks.ts).
 */
import { parse } from "yaml";
import { applyEdits } from "../../src/admin/line-edits/apply-edits.ts";
import type { BookingContent } from "../../src/content/generated/booking.ts";
import type { PricingContent } from "../../src/content/generated/pricing.ts";
import type { SavingsContent } from "../../src/content/generated/savings.ts";

/** Where the package to retire is in the list: the first the booking form's custom quote doesn't name (the check refuses that one's going). */
export const retirableAt = (pricing: PricingContent, booking: BookingContent): number =>
  pricing.tiers.findIndex((tier) => tier.id !== booking.customQuote.tier);

export function withoutPackage(texts: { pricing: string; savings: string }, id: string): { pricing: string; savings: string } {
  const pricing = parse(texts.pricing) as PricingContent;
  const savings = parse(texts.savings) as SavingsContent;
  for (const sizes of Object.values(pricing.prices)) for (const tiers of Object.values(sizes)) delete (tiers as Record<string, number>)[id];
  for (const rows of Object.values(pricing.included.rows)) for (const row of rows) delete (row.tiers as Record<string, string>)[id];
  return {
    pricing: applyEdits(texts.pricing, { ...pricing, tiers: pricing.tiers.filter((tier) => tier.id !== id) }),
    savings: applyEdits(texts.savings, { ...savings, rows: savings.rows.filter((row) => row.tier !== id) }),
  };
}
