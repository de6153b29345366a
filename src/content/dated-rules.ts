/**
 * Dated content whose day has passed (issue 67): new prices that have started are a note asking for them to be made the
 * prices, never a mistake, so the day they start fails no build and no check. Browser-safe: the editor runs the check too.
 */
import type { PricingContent } from "./generated/pricing.ts";
import type { CrossFileProblem } from "./content-types.ts";
import { formatDay } from "../lib/business-day.ts";
import { newPricesStarted } from "../lib/dated-prices.ts";

/** New prices whose first day has come by `today`: a note asking for them to be made the prices (the site already shows them). */
export function newPricesNotes(pricing: PricingContent, locale: string, today: string): CrossFileProblem[] {
  if (!newPricesStarted(pricing, today)) return [];
  const from = formatDay(pricing.newPrices.from, locale, { year: true, month: "long" });
  const message = `The new prices from ${from} have started, and the site shows them: make them the prices, and remove the new prices.`;
  return [{ name: "pricing", path: ["newPrices"], message }];
}
