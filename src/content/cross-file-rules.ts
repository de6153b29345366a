import type { CrossFileProblem, LoadedContent } from "./content-types.ts";
import type { PricingContent } from "./generated/pricing.ts";
import type { AddonsContent } from "./generated/addons.ts";
import type { FounderContent } from "./generated/founder.ts";
import type { HomeContent } from "./generated/home.ts";
import { handoffRules } from "./handoff-rules.ts";
import { savingsRules } from "./savings-rules.ts";
import { closureRules } from "./closure-rules.ts";
import { offerRules } from "./offer-rules.ts";
import { list, namedBy } from "./rule-words.ts";
import { unknownFigures } from "../lib/plan-figures.ts";
import { CODE_LISTS, DECLARATIONS, codesIn, followingsOf, isRowsFollowing, valueAt, valuesAt, type Code } from "./file-declarations.ts";
import { CONTENT_NAMES } from "./names.ts";
import type { PlansContent } from "./generated/plans.ts";
import type { SavingsContent } from "./generated/savings.ts";
import { NOT_FOUND_SEGMENT, PAGE_SEGMENTS } from "../lib/site-paths.ts";

/**
 * Paths the site uses itself, which the founder card can't take: its pages (from the route table),
 * the prerendered 404 page and the folders of static files.
 */
const RESERVED_PATHS: readonly string[] = [...PAGE_SEGMENTS, NOT_FOUND_SEGMENT, "media", "assets"];

/** What is wrong with a list of codes, and the position (in that list) of the first code that is wrong, if one is. */
interface Mismatch {
  message: string;
  at?: number;
}

/** Compares a list of codes with the master list and says what is missing, extra or out of order. */
function compareIds(
  expected: readonly (string | number)[],
  actual: readonly (string | number)[],
  what: string,
  source: string,
): Mismatch | undefined {
  const missing = expected.filter((id) => !actual.includes(id));
  const extra = actual.filter((id) => !expected.includes(id));
  const missingWords = missing.length ? `${list(missing)} ${missing.length === 1 ? "is" : "are"} missing` : "";
  const extraWords = extra.length ? `${list(extra)} ${extra.length === 1 ? "is not one of them" : "are not among them"}` : "";
  if (missing.length || extra.length) {
    return {
      message: `Expected the ${what} ${list(expected)} as in ${source}, but ${[missingWords, extraWords].filter(Boolean).join(" and ")}.`,
      at: extra.length ? actual.indexOf(extra[0]) : undefined,
    };
  }
  const outOfOrder = actual.findIndex((id, i) => expected[i] !== id);
  if (outOfOrder >= 0) return { message: `Expected the ${what} in the same order as in ${source} (${list(expected)}), but found ${list(actual)}.`, at: outOfOrder };
  return undefined;
}

/**
 * A price table (today's, or the new prices from a day) against the file's codes: each missing price at its own
 * place, named as the owner names it (the editor draws a box there that asks for it), and each price for a code
 * that isn't one.
 */
function priceTableRules(pricing: PricingContent, table: PricingContent["prices"], at: string[], aPrice: string, problems: CrossFileProblem[]): void {
  const tiers = pricing.tiers.map((t) => t.id);
  const sizes = pricing.vehicleSizes.map((s) => s.id);
  const washes = pricing.washTypes.map((w) => w.id);
  const [tierName, sizeName, washName] = [namedBy(pricing.tiers), namedBy(pricing.vehicleSizes), namedBy(pricing.washTypes)];
  for (const wash of washes) {
    for (const size of sizes) {
      for (const tier of tiers) {
        if (table[wash]?.[size]?.[tier] === undefined) {
          const message = `Expected ${aPrice} for the package ${tierName(tier)} (vehicle size ${sizeName(size)}, wash type ${washName(wash)}), but there is none.`;
          problems.push({ name: "pricing", path: [...at, wash, size, tier], message });
        }
      }
    }
  }
  for (const [wash, byWash] of Object.entries(table)) {
    if (!washes.includes(wash)) {
      problems.push({ name: "pricing", path: [...at, wash], atKey: true, message: `Found prices for "${wash}", which is not one of the wash types (${pricing.washTypes.map((w) => washName(w.id)).join(", ")}).` });
      continue;
    }
    for (const [size, bySize] of Object.entries(byWash)) {
      if (!sizes.includes(size)) {
        problems.push({ name: "pricing", path: [...at, wash, size], atKey: true, message: `Found prices for "${size}", which is not one of the vehicle sizes (${pricing.vehicleSizes.map((s) => sizeName(s.id)).join(", ")}).` });
        continue;
      }
      for (const tier of Object.keys(bySize)) {
        if (!tiers.includes(tier)) problems.push({ name: "pricing", path: [...at, wash, size, tier], atKey: true, message: `Found a price for "${tier}", which is not one of the packages (${pricing.tiers.map((p) => tierName(p.id)).join(", ")}).` });
      }
    }
  }
}

function pricingRules(pricing: PricingContent, problems: CrossFileProblem[]): void {
  const tiers = pricing.tiers.map((t) => t.id);
  const washes = pricing.washTypes.map((w) => w.id);
  const [tierName, washName] = [namedBy(pricing.tiers), namedBy(pricing.washTypes)];
  priceTableRules(pricing, pricing.prices, ["prices"], "a price", problems);
  if (pricing.newPrices) priceTableRules(pricing, pricing.newPrices.prices, ["newPrices", "prices"], "a new price", problems);
  offerRules(pricing, problems);
  for (const wash of washes) {
    const rows = pricing.included.rows[wash];
    if (!rows) {
      problems.push({ name: "pricing", path: ["included", "rows"], message: `Expected a "What's Included" list for the wash type ${washName(wash)}, but there is none.` });
      continue;
    }
    rows.forEach((row, i) => {
      const path = ["included", "rows", wash, i, "tiers"];
      const named = Object.keys(row.tiers);
      // As with prices, each package left out is asked for at its own place.
      const missing = tiers.filter((tier) => !named.includes(tier));
      for (const tier of missing) problems.push({ name: "pricing", path: [...path, tier], message: `Expected whether the package ${tierName(tier)} includes this service, but there is nothing.` });
      const mismatch = compareIds(tiers, named, "tiers", "the tiers list");
      if (!mismatch || (missing.length > 0 && mismatch.at === undefined)) return;
      problems.push(
        mismatch.at === undefined
          ? { name: "pricing", path, message: mismatch.message }
          : { name: "pricing", path: [...path, named[mismatch.at]], atKey: true, message: mismatch.message },
      );
    });
  }
}

/**
 * A value that names one of another file's codes (the booking form's custom quote: a package, wash type and vehicle
 * size of the Pricing page), as each file's declaration says (file-declarations.ts's choices; the editor follows the
 * same declaration when a code is renamed or retired).
 */
function choiceRules(content: LoadedContent, problems: CrossFileProblem[]): void {
  for (const name of CONTENT_NAMES) {
    for (const following of followingsOf(name)) {
      const { file, what } = CODE_LISTS[following.list];
      if (isRowsFollowing(following) || !content[name] || !content[file]) continue;
      const ids = codesIn(content[file], following.list);
      const chosen = valueAt(content[name], following.choice) as Code;
      if (!ids.includes(chosen)) problems.push({ name, path: [...following.choice], message: `Expected one of the ${what} in ${file}.yaml (${list(ids)}), but found "${chosen}".` });
    }
  }
}

function addonRules(addons: AddonsContent, problems: CrossFileProblem[]): void {
  addons.items.forEach((item, i) => {
    if (item.price.from > item.price.to) problems.push({ name: "addons", path: ["items", i, "price", "to"], message: `Expected the highest price to be at least the lowest (£${item.price.from}), but found £${item.price.to}.` });
    if (item.time.from > item.time.to) problems.push({ name: "addons", path: ["items", i, "time", "to"], message: `Expected the longest time to be at least the shortest (${item.time.from} minutes), but found ${item.time.to} minutes.` });
  });
}

/** An add-on's includedAs names a service of pricing.yaml's What's Included table, as written there. */
function addonInclusionRules(addons: AddonsContent, pricing: PricingContent, problems: CrossFileProblem[]): void {
  const features = [...new Set(Object.values(pricing.included.rows).flatMap((rows) => rows.map((row) => row.feature)))];
  addons.items.forEach((item, i) => {
    if (item.includedAs !== undefined && !features.includes(item.includedAs)) {
      problems.push({
        name: "addons",
        path: ["items", i, "includedAs"],
        message: `Expected one of the services in pricing.yaml's What's Included table (${list(features)}), written exactly as there, but found "${item.includedAs}".`,
      });
    }
  });
}

function founderRules(founder: FounderContent, problems: CrossFileProblem[]): void {
  if (RESERVED_PATHS.includes(founder.slug)) {
    problems.push({ name: "founder", path: ["slug"], message: `Expected an address of its own for the founder card, but "${founder.slug}" is already a page of the site (${list(RESERVED_PATHS)}).` });
  }
}

function homeRules(home: HomeContent, problems: CrossFileProblem[]): void {
  if (home.hero.show === "photo" && !home.hero.photo) {
    problems.push({
      name: "home",
      path: ["hero", "show"],
      message: 'Expected a banner photo (hero › photo, with its photo and alt) when show is "photo", but there is none. Add the photo, or set show back to "video".',
    });
  }
}

/** A plan card's point quotes only figures Savings at a Glance lends it (its declaration's lends: plan-figures.ts). */
function planRules(plans: PlansContent, savings: SavingsContent, problems: CrossFileProblem[]): void {
  const lends = DECLARATIONS.savings.lends!;
  const figures = lends.figures(savings);
  const known = Object.keys(figures).map((name) => `{${name}}`);
  for (const { path, value } of valuesAt(plans, lends.at)) {
    const unknown = unknownFigures(String(value), figures);
    if (unknown.length === 0) continue;
    const named = unknown.map((name) => `{${name}}`).join(", ");
    problems.push({ name: lends.to, path, message: `Expected the figures of ${savings.heading} (${known.join(", ")}), but found ${named}, which it has none of.` });
  }
}

/** Rules no single schema can state. Each runs only when the files it compares passed their schemas. */
export function checkCrossFileRules(content: LoadedContent): CrossFileProblem[] {
  const problems: CrossFileProblem[] = [];
  const pricing = content.pricing;
  const savings = content.savings;
  const booking = content.booking;
  if (pricing) {
    pricingRules(pricing, problems);
    if (savings) savingsRules(pricing, savings, booking, problems);
  }
  choiceRules(content, problems);
  if (booking) handoffRules(booking, problems);
  if (content.addons) addonRules(content.addons, problems);
  if (content.addons && pricing) addonInclusionRules(content.addons, pricing, problems);
  if (content.founder) founderRules(content.founder, problems);
  if (content.home) homeRules(content.home, problems);
  if (content.site) closureRules(content.site, problems);
  if (content.plans && savings) planRules(content.plans, savings, problems);
  return problems;
}
