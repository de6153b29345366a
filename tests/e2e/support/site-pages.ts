import { readContent } from "../../../src/content/read-content.ts";
import { fillTemplate } from "../../../src/lib/format.ts";
import { sitePaths } from "../../../src/lib/site-paths.ts";
import { contentAt } from "../../support/content-at.ts";
import type { AboutContent } from "../../../src/content/generated/about.ts";
import type { AddonsContent } from "../../../src/content/generated/addons.ts";
import type { BookingContent } from "../../../src/content/generated/booking.ts";
import type { FaqContent } from "../../../src/content/generated/faq.ts";
import type { FounderContent } from "../../../src/content/generated/founder.ts";
import type { GalleryContent } from "../../../src/content/generated/gallery.ts";
import type { HomeContent } from "../../../src/content/generated/home.ts";
import type { PlansContent } from "../../../src/content/generated/plans.ts";
import type { PricingContent } from "../../../src/content/generated/pricing.ts";
import type { PrivacyContent } from "../../../src/content/generated/privacy.ts";
import type { SavingsContent } from "../../../src/content/generated/savings.ts";
import type { SiteContent } from "../../../src/content/generated/site.ts";
import type { TermsContent } from "../../../src/content/generated/terms.ts";
import type { TestimonialsContent } from "../../../src/content/generated/testimonials.ts";

/*
 * The validated content the build renders from (the same loader): every expectation of what the site
 * shows is taken from here, never typed into a test, so any edit the owner makes keeps the tests true.
 */
const content = readContent();
export const site = content.site as SiteContent;
export const home = content.home as HomeContent;
export const booking = content.booking as BookingContent;
export const founder = content.founder as FounderContent;
export const faq = content.faq as FaqContent;
export const terms = content.terms as TermsContent;
export const privacy = content.privacy as PrivacyContent;
export const about = content.about as AboutContent;
export const testimonials = content.testimonials as TestimonialsContent;
export const gallery = content.gallery as GalleryContent;
export const pricing = content.pricing as PricingContent;
export const addons = content.addons as AddonsContent;
export const plans = content.plans as PlansContent;
export const savings = content.savings as SavingsContent;

export interface SitePage {
  path: string;
  /** The page's h1, from content. */
  heading: string;
  title: string;
  description: string;
  indexable: boolean;
  /** The page starts the app (the route table's `app`); otherwise it loads no JavaScript. */
  app: boolean;
}

/** The content value at a route table's key path (`words`), which must be `want`. */
function wordsAt(path: string, keys: readonly string[], want: "string" | "object"): unknown {
  const value = contentAt(content, keys);
  if (typeof value !== want || value === null) {
    throw new Error(`The route table (src/lib/site-paths.ts) says ${path} takes its words from ${keys.join(" › ")}, but content has no ${want} there.`);
  }
  return value;
}

/** Every page of the site's route table, with what content says it shows (the table's `words`). */
export const SITE_PAGES: SitePage[] = sitePaths(founder.slug).map(({ path, words, indexable, app }) => {
  const meta = wordsAt(path, words.meta, "object") as { title: string; description: string };
  return { path, indexable, app, heading: wordsAt(path, words.heading, "string") as string, title: meta.title, description: meta.description };
});

export const canonicalOf = (path: string) => new URL(path, site.origin).href;

/** A page the footer links to other than the current one, for tests that follow a link. */
export const footerLinkAwayFrom = (path: string) => {
  const link = [...site.footer.quickLinks, ...site.footer.legalLinks].find((candidate) => candidate.href !== path);
  if (!link) throw new Error(`site.yaml's footer has no link away from ${path}.`);
  return link;
};

type Tier = PricingContent["tiers"][number];
type WashType = PricingContent["washTypes"][number];
type VehicleSize = PricingContent["vehicleSizes"][number];

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
  `/book?${new URLSearchParams({ tier: tier.id, wash: wash.id, size: size.id })}`;

/** What a price link is called: content's cellLinkLabel template, its {tier}, {wash}, {size} and {price} filled in. */
export const priceLinkName = ({ tier, wash, size, price }: PriceChoice) =>
  fillTemplate(pricing.priceTable.cellLinkLabel, { tier: tier.name, wash: wash.name, size: size.name, price });
