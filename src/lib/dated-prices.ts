/**
 * New prices from a day (pricing.yaml's newPrices, issue 67): the prices a visitor is shown on a day, and whether
 * that day has come. Days are the UK's (src/lib/business-day.ts), ISO dates compared as text. Pure
 * and browser-safe: the site's build (the day it is built for, src/content/node/site-day.ts), the editor's preview (the day on
 * the owner's clock) and the content check (src/content/dated-rules.ts) share it, and its tests give it the day.
 */
import type { ContentFiles } from "../content/generated/content-files.ts";
import type { PricingContent } from "../content/generated/pricing.ts";
import { dayAfter, formatDay } from "./business-day.ts";
import { fillTemplate } from "./format.ts";
import { offerAt, offerOnDay } from "./offers.ts";
import { withDrawnMarks } from "./drawn-from.ts";
import type { Offer } from "../content/generated/pricing.ts";

/**
 * The pricing as the site shows it on `day`: from the new prices' first day, they are the prices (and no longer
 * "new"); before it, the file as it is, the new prices waiting beside today's. Then the offers on that day (offers.ts)
 * lower the prices they name, and only they are left in it. Everything drawn from the prices
 * (the tables, the booking form's quote, the savings, the plans, the structured data) follows this one answer.
 */
export function pricingOn(pricing: PricingContent, day: string): PricingContent {
  const shown = withNewPrices(pricing, day);
  if (!shown.offers) return shown;
  // The offers on that day lower the prices they name, and are the only ones left: the others show nowhere.
  const { offers, ...rest } = shown;
  const on = offers.filter((offer) => offerOnDay(offer, day));
  return on.length === 0 ? rest : { ...rest, prices: pricesWithOffers(rest.prices, on), offers: on };
}

/** From the new prices' first day, the pricing with them as its prices; before it, as it is. */
function withNewPrices(pricing: PricingContent, day: string): PricingContent {
  if (!newPricesStarted(pricing, day)) return pricing;
  const { newPrices, ...rest } = pricing;
  return { ...rest, prices: newPrices.prices };
}

/** Whether the file's new prices have started by `day` (their first day has come). */
export const newPricesStarted = (pricing: PricingContent, day: string): pricing is PricingContent & Required<Pick<PricingContent, "newPrices">> =>
  pricing.newPrices !== undefined && pricing.newPrices.from <= day;

/**
 * A content file as the site shows it on `day`: the one place that says which files hold dated content (the pricing's
 * new prices), read by the site's build and the editor's preview alike. Every other file is as it is.
 */
export function fileOnDay<Name extends keyof ContentFiles>(name: Name, data: ContentFiles[Name], day: string): ContentFiles[Name] {
  return name === "pricing" ? (pricingOn(data as PricingContent, day) as ContentFiles[Name]) : data;
}

/**
 * The last day today's prices hold, in the pricing as shown on a day (pricingOn): the day before the new prices', while
 * they wait (structured data's priceValidUntil).
 */
export const pricesValidUntil = (shown: PricingContent): string | undefined => shown.newPrices && dayAfter(shown.newPrices.from, -1);

/** The line above the price table while new prices wait: "Prices change on 1 January". */
export const changeNotice = (pricing: PricingContent, from: string, locale: string): string =>
  fillTemplate(pricing.priceTable.changeNotice, { day: formatDay(from, locale, { month: "long" }) });

/** The prices with each one an offer covers lowered by its saving (the first offer that covers it), never below £0. */
function pricesWithOffers(prices: PricingContent["prices"], offers: readonly Offer[]): PricingContent["prices"] {
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
