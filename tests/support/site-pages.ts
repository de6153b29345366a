import { readContent } from "../../src/content/node/read-content.ts";
import { fileOnDay } from "../../src/lib/dated-prices.ts";
import { siteDay } from "../../src/content/node/site-day.ts";
import { fillTemplate, formatPounds } from "../../src/lib/format.ts";
import { sitePaths } from "../../src/lib/site-paths.ts";
import { pagesWithIslands } from "../../scripts/build/islands.ts";
import { PROJECT_ROOT } from "./content-root.ts";
import { PATH } from "./paths.ts";

/*
 * The validated content the build renders from (the same loader): every expectation of what the site
 * shows is taken from here, never typed into a test, so any edit the owner makes keeps the tests true.
 */
const content = readContent();
export const site = content.site;
export const home = content.home;
export const booking = content.booking;
export const founder = content.founder;
export const faq = content.faq;
export const terms = content.terms;
export const privacy = content.privacy;
export const about = content.about;
export const testimonials = content.testimonials;
/** The pricing as the site shows it, built today (or on SITE_DAY): new prices from a day that has come are the prices. */
export const pricing = fileOnDay("pricing", content.pricing, siteDay());
export const addons = content.addons;
export const plans = content.plans;
export const savings = content.savings;
export const gallery = content.gallery;

export interface SitePage {
  path: string;
  /** The page's h1, from content. */
  heading: string;
  title: string;
  description: string;
  indexable: boolean;
  /** The page starts the app: it has an island (src/islands/<page>.tsx); otherwise it loads no JavaScript. */
  app: boolean;
}

/** Every page of the site's route table, with what content says it shows (the table's `words`). */
const islandPages = pagesWithIslands(PROJECT_ROOT);
export const SITE_PAGES: SitePage[] = sitePaths(founder.slug).map(({ path, words, indexable }) => {
  const { heading, meta } = words(content);
  return { path, indexable, app: islandPages.includes(path), heading, title: meta.title, description: meta.description };
});

export const canonicalOf = (path: string) => new URL(path, site.origin).href;

/** A page the footer links to other than the current one, for tests that follow a link. */
export const footerLinkAwayFrom = (path: string) => {
  const link = [...site.footer.quickLinks, ...site.footer.legalLinks].find((candidate) => candidate.href !== path);
  if (!link) throw new Error(`site.yaml's footer has no link away from ${path}.`);
  return link;
};

type Tier = (typeof pricing.tiers)[number];
type WashType = (typeof pricing.washTypes)[number];
type VehicleSize = (typeof pricing.vehicleSizes)[number];

/** One cell of the price table: a tier, wash type and vehicle size from content, with its price. */
export interface PriceChoice {
  tier: Tier;
  wash: WashType;
  size: VehicleSize;
  price: number;
}

/** Every tier × wash type × vehicle size in pricing.yaml with its price, wash by wash, row by row. */
export const PRICE_CHOICES: PriceChoice[] = pricing.washTypes.flatMap((wash) =>
  pricing.vehicleSizes.flatMap((size) => pricing.tiers.map((tier) => ({ tier, wash, size, price: pricing.prices[wash.id][size.id][tier.id] }))),
);

/** The booking form's deep link for one choice (docs/decisions.md 13): /book?tier=…&wash=…&size=… */
export const bookingHref = ({ tier, wash, size }: Pick<PriceChoice, "tier" | "wash" | "size">) =>
  `${PATH.book}?${new URLSearchParams({ tier: tier.id, wash: wash.id, size: size.id })}`;

/** What a price link is called: content's cellLinkLabel template, its {tier}, {wash}, {size} and {price} filled in. */
export const priceLinkName = ({ tier, wash, size, price }: PriceChoice) =>
  fillTemplate(pricing.priceTable.cellLinkLabel, { tier: tier.name, wash: wash.name, size: size.name, price });

/** The price table's rows for a wash type as content gives them: each vehicle size, then its price for each tier. */
export const expectedPriceRows = (wash: WashType): string[][] =>
  pricing.vehicleSizes.map((size) => [size.name, ...pricing.tiers.map((tier) => formatPounds(pricing.prices[wash.id][size.id][tier.id]))]);
