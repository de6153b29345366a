import { raisedPrices } from "../../../tests/support/raised-prices";
import { describe, expect, it } from "vitest";
import pricing from "virtual:content/pricing";
import site from "virtual:content/site";
import { localBusinessJsonLd } from "./local-business";
import { pricingOn } from "../../lib/dated-prices";

// On the fixture content (tests/fixtures/content): its values never change, so they are typed in.

describe("localBusinessJsonLd", () => {
  // Read back as plain JSON, the way a search engine sees it.
  const data = JSON.parse(JSON.stringify(localBusinessJsonLd(site, pricing))) as {
    [key: string]: unknown;
    hasOfferCatalog: { "@type": string; name: string; itemListElement: { "@type": string; name: string; itemListElement: unknown[] }[] };
  };

  it("describes the business as an AutoWash from content", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("AutoWash");
    expect(data.name).toBe("Fixture Valeting Company");
    expect(data.url).toBe("https://www.fixture.example/");
    expect(data.logo).toBe("https://www.fixture.example/media/fixture-logo.svg");
    expect(data.image).toBe("https://www.fixture.example/media/fixture-share.jpg");
    expect(data.telephone).toBe("+447700900777");
    expect(data.email).toBe("office@fixture.example");
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "9 Fixture Lane",
      addressLocality: "Testford",
      postalCode: "TE1 1ST",
      addressCountry: "GB",
    });
    expect(data.areaServed).toEqual([
      { "@type": "AdministrativeArea", name: "Fixtureshire" },
      { "@type": "AdministrativeArea", name: "Testford Vale" },
      { "@type": "AdministrativeArea", name: "Mockington" },
    ]);
    expect(data.sameAs).toEqual(["https://mastodon.example/@fixturevaleting", "https://www.instagram.com/fixturevaleting"]);
  });

  it("gives the price range from the cheapest to the dearest package", () => {
    expect(data.priceRange).toBe("£11–£113");
  });

  it("lists every package with its price and booking link in an OfferCatalog per wash type", () => {
    const offer = (tier: string, wash: string, size: string, name: string, price: number) => ({
      "@type": "Offer",
      name,
      price,
      priceCurrency: "GBP",
      url: `https://www.fixture.example/book?tier=${tier}&wash=${wash}&size=${size}`,
    });
    expect(data.hasOfferCatalog).toEqual({
      "@type": "OfferCatalog",
      name: "Fixture Prices Heading",
      itemListElement: [
        {
          "@type": "OfferCatalog",
          name: "Fixture Outside",
          itemListElement: [
            offer("quick", "outside", "compact", "Fixture Quick – Fixture Outside – Fixture Compact Car", 11),
            offer("quick", "outside", "estate", "Fixture Quick – Fixture Outside – Fixture Estate Car", 13),
            offer("deluxe", "outside", "compact", "Fixture Deluxe – Fixture Outside – Fixture Compact Car", 19),
            offer("deluxe", "outside", "estate", "Fixture Deluxe – Fixture Outside – Fixture Estate Car", 23),
            offer("supreme", "outside", "compact", "Fixture Supreme – Fixture Outside – Fixture Compact Car", 43),
            offer("supreme", "outside", "estate", "Fixture Supreme – Fixture Outside – Fixture Estate Car", 47),
          ],
        },
        {
          "@type": "OfferCatalog",
          name: "Fixture Full Valet",
          itemListElement: [
            offer("quick", "full", "compact", "Fixture Quick – Fixture Full Valet – Fixture Compact Car", 31),
            offer("quick", "full", "estate", "Fixture Quick – Fixture Full Valet – Fixture Estate Car", 41),
            offer("deluxe", "full", "compact", "Fixture Deluxe – Fixture Full Valet – Fixture Compact Car", 53),
            offer("deluxe", "full", "estate", "Fixture Deluxe – Fixture Full Valet – Fixture Estate Car", 59),
            offer("supreme", "full", "compact", "Fixture Supreme – Fixture Full Valet – Fixture Compact Car", 97),
            offer("supreme", "full", "estate", "Fixture Supreme – Fixture Full Valet – Fixture Estate Car", 113),
          ],
        },
      ],
    });
  });
});

describe("localBusinessJsonLd, with new prices still to come", () => {
  // The pricing as on a day before new prices start (pricingOn keeps them waiting): today's offers end the day before.
  const raised = raisedPrices(pricing.prices);
  const data = JSON.parse(JSON.stringify(localBusinessJsonLd(site, { ...pricing, newPrices: { from: "2027-01-04", prices: raised } }))) as {
    hasOfferCatalog: { itemListElement: { itemListElement: { price: number; priceValidUntil?: string }[] }[] };
  };

  it("gives each of today's offers its last day, the day before the change", () => {
    const catalogues = data.hasOfferCatalog.itemListElement;
    const offers = catalogues.flatMap((catalogue) => catalogue.itemListElement);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.priceValidUntil).toBe("2027-01-03");
    expect(offers[0].price).toBe(Object.values(Object.values(Object.values(pricing.prices)[0])[0])[0]);
  });
});

describe("localBusinessJsonLd, on an offer's day", () => {
  // The pricing as on a day of an offer (pricingOn): the price it lowers, lowered, holds until its last day.
  const [tier] = pricing.tiers;
  const offer = { words: "Fixture offer", from: "2027-03-01", to: "2027-03-31", saving: 1, tiers: [tier.id], washTypes: [], vehicleSizes: [] };
  const data = JSON.parse(JSON.stringify(localBusinessJsonLd(site, pricingOn({ ...pricing, offers: [offer] }, "2027-03-10")))) as {
    hasOfferCatalog: { itemListElement: { itemListElement: { name: string; price: number; priceValidUntil?: string }[] }[] };
  };

  it("gives each price the offer lowers its lowered price and the offer's last day, and the others neither", () => {
    const [wash] = pricing.washTypes;
    // Each package's prices, a vehicle size after another: the first package's first, then the next package's.
    const items = data.hasOfferCatalog.itemListElement[0].itemListElement;
    const [first, nextPackage] = [items[0], items[pricing.vehicleSizes.length]];
    expect(first).toMatchObject({ price: pricing.prices[wash.id][pricing.vehicleSizes[0].id][tier.id] - 1, priceValidUntil: "2027-03-31" });
    expect(nextPackage).toMatchObject({ price: pricing.prices[wash.id][pricing.vehicleSizes[0].id][pricing.tiers[1].id] });
    expect(nextPackage.priceValidUntil).toBeUndefined();
  });
});
