/**
 * Offers with dates (pricing.yaml's offers, issue 67): money off the prices an offer names, from its first day to its
 * last, the UK's (src/lib/business-day.ts; ISO dates compared as text). Pure and browser-safe: the pricing as shown on
 * a day (dated-prices.ts's pricingOn) lowers the prices here, so the tables, the booking form's quote, the hand-off,
 * the savings and the structured data all follow one answer.
 */
import type { Offer, PricingContent } from "../content/generated/pricing.ts";
import { withDrawnMarks } from "./drawn-from.ts";

type Prices = PricingContent["prices"];

/** One price's place: wash type › vehicle size › package, by their codes. */
export interface PricePlace {
  wash: string;
  size: string;
  tier: string;
}

/** Whether an offer is on, on `day`: from its first day to its last, both included. */
export const offerOnDay = (offer: Offer, day: string): boolean => offer.from <= day && day <= offer.to;

/** Whether an offer's last day has passed by `day`. */
export const offerOver = (offer: Offer, day: string): boolean => offer.to < day;

/** Whether an offer lowers the price at `place`: its lists name the place's codes (an empty list names every one). */
export function offerCovers(offer: Offer, place: PricePlace): boolean {
  const names = (codes: readonly string[], code: string) => codes.length === 0 || codes.includes(code);
  return names(offer.tiers, place.tier) && names(offer.washTypes, place.wash) && names(offer.vehicleSizes, place.size);
}

/** The offer that lowers the price at `place`, among `offers` (those on, in the pricing as shown): the first that covers it. */
export const offerAt = (offers: readonly Offer[] | undefined, place: PricePlace): Offer | undefined => offers?.find((offer) => offerCovers(offer, place));

/** The prices with each one an offer covers lowered by its saving (the first offer that covers it), never below £0. */
export function pricesWithOffers(prices: Prices, offers: readonly Offer[]): Prices {
  if (offers.length === 0) return prices;
  // Each table a new object with its old one's marks (the editor's preview: a tap on a lowered price opens its box).
  const each = <T, U>(table: Readonly<Record<string, T>>, lower: (value: T, key: string) => U) =>
    withDrawnMarks(table, Object.fromEntries(Object.entries(table).map(([key, value]) => [key, lower(value, key)])));
  return each(prices, (bySize, wash) =>
    each(bySize, (byTier, size) =>
      each(byTier, (price, tier) => {
        const offer = offerAt(offers, { wash, size, tier });
        return offer ? Math.max(0, price - offer.saving) : price;
      }),
    ),
  );
}
