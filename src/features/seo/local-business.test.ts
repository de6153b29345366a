import { describe, expect, it } from "vitest";
import { readContent } from "../../content/read-content";
import type { PricingContent } from "../../content/generated/pricing";
import type { SiteContent } from "../../content/generated/site";
import { localBusinessJsonLd } from "./local-business";

const content = readContent();
const site = content.site as SiteContent;
const pricing = content.pricing as PricingContent;

describe("localBusinessJsonLd", () => {
  // Read back as plain JSON, the way a search engine sees it.
  const data = JSON.parse(JSON.stringify(localBusinessJsonLd(site, pricing))) as {
    [key: string]: unknown;
    hasOfferCatalog: { itemListElement: { name: string; itemListElement: { name: string; price: number; priceCurrency: string }[] }[] };
  };

  it("describes the business as an AutoWash from content", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("AutoWash");
    expect(data.name).toBe(site.businessName);
    expect(data.url).toBe(`${site.origin}/`);
    expect(data.telephone).toBe("+447700900123");
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "352 Wanstead Park Road",
      addressLocality: "Ilford",
      postalCode: "IG1 3TY",
      addressCountry: "GB",
    });
    expect(data.areaServed).toEqual([
      { "@type": "AdministrativeArea", name: "Redbridge" },
      { "@type": "AdministrativeArea", name: "Essex" },
    ]);
  });

  it("gives the price range from the cheapest to the dearest package", () => {
    expect(data.priceRange).toBe("£15–£170");
  });

  it("lists every package with its price in an OfferCatalog per wash type", () => {
    const catalogues = data.hasOfferCatalog.itemListElement;
    expect(catalogues.map((c) => c.name)).toEqual(["Exterior Only", "Interior + Exterior"]);
    const offers = catalogues.flatMap((c) => c.itemListElement);
    expect(offers).toHaveLength(24);
    expect(offers.every((offer) => offer.priceCurrency === "GBP")).toBe(true);
    expect(offers.find((offer) => offer.name === "Gold – Interior + Exterior – Saloon / Small SUV")?.price).toBe(85);
    expect(offers.find((offer) => offer.name === "Express – Exterior Only – Hatchback")?.price).toBe(15);
  });
});
