import type { AutoWash, Offer, OfferCatalog, WithContext } from "schema-dts";
import type { PricingContent } from "../../content/generated/pricing.ts";
import type { SiteContent } from "../../content/generated/site.ts";
import { internationalPhone } from "../../lib/contact-links";
import { formatPoundRange } from "../../lib/format";
import { bookingFormHref } from "../../lib/links";
import { pricesValidUntil } from "../../lib/dated-prices";
import { offerAt } from "../../lib/offers";

/** The earlier of two days (ISO dates), either perhaps unknown. */
const earlier = (a: string | undefined, b: string | undefined) => (a && b ? (a < b ? a : b) : (a ?? b));

/**
 * The business as schema.org structured data (an AutoWash, a LocalBusiness type) for search
 * engines: built from the same content as the pages, with a catalogue of every package and price.
 */
/** The parts of site.yaml the data is built from. */
export type BusinessFacts = Pick<SiteContent, "businessName" | "origin" | "logo" | "shareImage" | "contact" | "areasServed" | "social">;

const withValidUntil = (day: string | undefined) => (day ? { priceValidUntil: day } : {});

export function localBusinessJsonLd(site: BusinessFacts, pricing: PricingContent): WithContext<AutoWash> {
  // The pricing as on the day the page is built for (pricingOn): new prices still to come end today's on the day before.
  const validUntil = pricesValidUntil(pricing);
  const allPrices = Object.values(pricing.prices).flatMap((bySize) => Object.values(bySize).flatMap((byTier) => Object.values(byTier)));
  const catalogues: OfferCatalog[] = pricing.washTypes.map((wash) => ({
    "@type": "OfferCatalog",
    name: wash.name,
    itemListElement: pricing.tiers.flatMap((tier) =>
      pricing.vehicleSizes.map((size): Offer => ({
        "@type": "Offer",
        name: `${tier.name} – ${wash.name} – ${size.name}`,
        price: pricing.prices[wash.id][size.id][tier.id],
        priceCurrency: "GBP",
        // A price an offer lowers holds until the offer's last day at the latest.
        ...withValidUntil(earlier(validUntil, offerAt(pricing.offers, { wash: wash.id, size: size.id, tier: tier.id })?.to)),
        url: new URL(bookingFormHref(new URLSearchParams({ tier: tier.id, wash: wash.id, size: size.id }).toString()), site.origin).href,
      })),
    ),
  }));
  return {
    "@context": "https://schema.org",
    "@type": "AutoWash",
    name: site.businessName,
    url: `${site.origin}/`,
    logo: new URL(site.logo.src, site.origin).href,
    image: new URL(site.shareImage.src, site.origin).href,
    telephone: internationalPhone(site.contact.phone),
    email: site.contact.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.contact.address.lines[0],
      addressLocality: site.contact.address.lines[site.contact.address.lines.length - 1],
      postalCode: site.contact.address.postcode,
      addressCountry: "GB",
    },
    areaServed: site.areasServed.map((name) => ({ "@type": "AdministrativeArea", name })),
    priceRange: formatPoundRange(Math.min(...allPrices), Math.max(...allPrices)),
    sameAs: site.social.map((profile) => profile.url),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: pricing.heading,
      itemListElement: catalogues,
    },
  };
}
