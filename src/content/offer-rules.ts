/**
 * Offers with dates (pricing.yaml's offers, issue 67): the mistakes the check refuses, each at its place, and the note
 * an offer that is over leaves (never a mistake, so the day after its last fails no build). Browser-safe: the editor
 * runs the check too.
 */
import type { CrossFileProblem } from "./content-types.ts";
import type { PricingContent } from "./generated/pricing.ts";
import { formatDay } from "../lib/business-day.ts";
import { offerCovers, offerOver } from "../lib/offers.ts";
import { list, namedBy } from "./rule-words.ts";

/**
 * Each offer names codes of the pricing's own lists, ends on or after its first day, and takes off less than every
 * price it lowers (today's, and the new prices', which it lowers from their day), so no price falls to £0.
 */
export function offerRules(pricing: PricingContent, problems: CrossFileProblem[]): void {
  const lists = [
    ["tiers", pricing.tiers, "packages"],
    ["washTypes", pricing.washTypes, "wash types"],
    ["vehicleSizes", pricing.vehicleSizes, "vehicle sizes"],
  ] as const;
  (pricing.offers ?? []).forEach((offer, at) => {
    const path = ["offers", at];
    for (const [key, entries, what] of lists) {
      offer[key].forEach((code, i) => {
        if (!entries.some((entry) => entry.id === code)) {
          problems.push({ name: "pricing", path: [...path, key, i], message: `Expected one of the ${what} (${list(entries.map((entry) => entry.name))}), but found "${code}".` });
        }
      });
    }
    if (offer.to < offer.from) {
      problems.push({ name: "pricing", path: [...path, "to"], message: `Expected the offer's last day to be on or after its first day (${offer.from}), but found ${offer.to}.` });
    }
    const tables = [pricing.prices, ...(pricing.newPrices ? [pricing.newPrices.prices] : [])];
    const lowest = tables
      .flatMap((table) => Object.entries(table).flatMap(([wash, bySize]) => Object.entries(bySize).flatMap(([size, byTier]) => Object.entries(byTier).map(([tier, price]) => ({ wash, size, tier, price })))))
      .filter((place) => offerCovers(offer, place))
      .sort((a, b) => a.price - b.price)[0];
    if (lowest && offer.saving >= lowest.price) {
      const where = `${namedBy(pricing.tiers)(lowest.tier)}, ${namedBy(pricing.washTypes)(lowest.wash)}, ${namedBy(pricing.vehicleSizes)(lowest.size)}`;
      problems.push({ name: "pricing", path: [...path, "saving"], message: `Expected a saving smaller than every price the offer lowers, but £${offer.saving} would take ${where} (£${lowest.price}) to £0 or less.` });
    }
  });
}

/** Offers whose last day has passed by `today`: a note asking for each to be removed (the site already shows none of it). */
export function offersOverNotes(pricing: PricingContent, locale: string, today: string): CrossFileProblem[] {
  return (pricing.offers ?? []).flatMap((offer, at) =>
    offerOver(offer, today)
      ? [{ name: "pricing" as const, path: ["offers", at], message: `The offer "${offer.words}" ended on ${formatDay(offer.to, locale, { year: true, month: "long" })}, and the site no longer shows it: remove it.` }]
      : [],
  );
}
