/**
 * Offers with dates (pricing.yaml's offers, issue 67): money off the prices an offer names, from its first day to its
 * last, the UK's (src/lib/business-day.ts; ISO dates compared as text). Pure and browser-safe: the pricing as shown on
 * a day (dated-prices.ts's pricingOn) lowers the prices an offer covers, so the tables, the booking form's quote, the
 * hand-off, the savings and the structured data all follow one answer. Small on purpose: the booking form's script
 * carries it (its quote names the offer), within /book's byte budget.
 */
import type { Offer } from "../content/generated/pricing.ts";

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
