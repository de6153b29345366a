import { Link } from "react-router";
import { createColumnHelper } from "@tanstack/react-table";
import type { AddonsContent } from "../../content/generated/addons.ts";
import type { PricingContent } from "../../content/generated/pricing.ts";
import type { SavingsContent } from "../../content/generated/savings.ts";
import type { DataTableDefinition, DataTableFeatures } from "../../components/ui/DataTable";
import { InclusionValue } from "./Inclusion";
import { drawnFrom } from "../../lib/drawn-from";
import { fillTemplate, formatMinutesRange, formatPoundRange, formatPounds } from "../../lib/format";
import { bookingFormHref } from "../../lib/links";
import { offerAt } from "../../lib/offers";

/*
 * Content → DataTable definitions for the tables of the pricing page. Pure functions: the same
 * content always gives the same table; the caller memoises them if it re-renders often.
 */

type Tier = PricingContent["tiers"][number];
type IncludedRow = PricingContent["included"]["rows"][string][number];
type Addon = AddonsContent["items"][number];

/** One row of the price table: a vehicle size and its price per tier. */
export interface PriceRow {
  sizeId: string;
  sizeName: string;
  prices: Readonly<Record<string, number>>;
}

/** One row of the savings table: a tier, named as pricing names it, and what it saves. */
export interface SavingsRow {
  tierName: string;
  saving: SavingsContent["rows"][number];
}

/** The booking form's deep link for one choice (docs/decisions.md 13). */
export function bookingHref(tier: string, wash: string, size: string): string {
  return bookingFormHref(new URLSearchParams({ tier, wash, size }).toString());
}

function findById<T extends { id: string }>(items: readonly T[], id: string, what: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`Unknown ${what} "${id}" (known: ${items.map((i) => i.id).join(", ")}).`);
  return item;
}

/**
 * The price of one package (`tier`) in a row's prices, as its booking link; on an offer's days (`was`: the price
 * without it, in the content's words), the price without the offer beside it.
 */
function PriceLink({ label, href, prices, tier, was }: { label: string; href: string; prices: PriceRow["prices"]; tier: string; was?: string }) {
  const text = formatPounds(prices[tier]);
  return (
    <>
      <Link to={href} aria-label={label === text ? undefined : label}>
        {drawnFrom(text, prices, tier)}
      </Link>
      {was && <span className="price-was">{was}</span>}
    </>
  );
}

/** The prices of one wash type: a row per vehicle size, a column per tier, each price a booking link. */
export function priceTable(pricing: PricingContent, washId: string): DataTableDefinition<PriceRow> {
  const wash = findById(pricing.washTypes, washId, "wash type");
  const prices = pricing.prices[washId];
  const helper = createColumnHelper<DataTableFeatures, PriceRow>();

  const tierColumn = (tier: Tier) =>
    helper.accessor((row) => row.prices[tier.id], {
      id: tier.id,
      header: tier.name,
      meta: { numeric: true },
      cell: ({ row, getValue }) => {
        const price = getValue();
        const { sizeId, sizeName, prices } = row.original;
        const label = fillTemplate(pricing.priceTable.cellLinkLabel, {
          tier: tier.name,
          wash: wash.name,
          size: sizeName,
          price,
        });
        const offer = offerAt(pricing.offers, { wash: washId, size: sizeId, tier: tier.id });
        const was = offer && fillTemplate(pricing.priceTable.wasPrice, { price: price + offer.saving });
        return <PriceLink label={label} href={bookingHref(tier.id, washId, sizeId)} prices={prices} tier={tier.id} {...(was ? { was } : {})} />;
      },
    });

  return {
    caption: wash.priceCaption,
    rowHeader: "vehicle",
    columns: helper.columns([
      helper.accessor("sizeName", { id: "vehicle", header: pricing.priceTable.vehicleColumnHeading }),
      ...pricing.tiers.map(tierColumn),
    ]),
    rows: pricing.vehicleSizes.map((size) => ({ sizeId: size.id, sizeName: size.name, prices: prices[size.id] })),
  };
}

/** What each tier includes for one wash type: a row per service, a column per tier, each cell a mark and its words. */
export function includedTable(pricing: PricingContent, washId: string): DataTableDefinition<IncludedRow> {
  const wash = findById(pricing.washTypes, washId, "wash type");
  const { featureColumnHeading, labels, rows } = pricing.included;
  const helper = createColumnHelper<DataTableFeatures, IncludedRow>();

  return {
    caption: wash.includedCaption,
    rowHeader: "feature",
    columns: helper.columns([
      helper.accessor("feature", { header: featureColumnHeading }),
      ...pricing.tiers.map((tier) =>
        helper.accessor((row) => row.tiers[tier.id], {
          id: tier.id,
          header: tier.name,
          cell: ({ row }) => <InclusionValue tiers={row.original.tiers} tier={tier.id} labels={labels} />,
        }),
      ),
    ]),
    rows: rows[washId],
  };
}

/** The add-ons: name, price range and time, one row each. */
export function addonsTable(addons: AddonsContent): DataTableDefinition<Addon> {
  const helper = createColumnHelper<DataTableFeatures, Addon>();

  return {
    caption: addons.caption,
    rowHeader: "name",
    columns: helper.columns([
      helper.accessor("name", { header: addons.columns.name }),
      helper.accessor((row) => drawnFrom(formatPoundRange(row.price.from, row.price.to), row, "price"), {
        id: "price",
        header: addons.columns.price,
        meta: { numeric: true },
      }),
      helper.accessor((row) => drawnFrom(formatMinutesRange(row.time.from, row.time.to), row, "time"), {
        id: "time",
        header: addons.columns.time,
      }),
    ]),
    rows: addons.items,
  };
}

/** Savings at a glance: a row per tier (named as in pricing), monthly loyalty and one column per pack size. */
export function savingsTable(savings: SavingsContent, pricing: PricingContent): DataTableDefinition<SavingsRow> {
  const helper = createColumnHelper<DataTableFeatures, SavingsRow>();
  // Every row lists the same pack sizes (a cross-file content rule), so the first row sets the columns.
  const packSizes = savings.rows[0].packs.map((pack) => pack.blocks);

  const packColumn = (blocks: number) =>
    helper.accessor(
      (row) => {
        const pack = row.saving.packs.find((candidate) => candidate.blocks === blocks);
        if (!pack) throw new Error(`The savings for ${row.tierName} have no ${blocks}-wash pack.`);
        return drawnFrom(formatPounds(pack.save), pack, "save");
      },
      { id: `pack-${blocks}`, header: fillTemplate(savings.columns.packSave, { blocks }), meta: { numeric: true } },
    );

  return {
    caption: savings.caption,
    rowHeader: "tier",
    columns: helper.columns([
      helper.accessor("tierName", { id: "tier", header: savings.columns.tier }),
      helper.accessor((row) => drawnFrom(formatPounds(row.saving.monthlyLoyalty), row.saving, "monthlyLoyalty"), {
        id: "monthlyLoyalty",
        header: savings.columns.monthlyLoyalty,
        meta: { numeric: true },
      }),
      ...packSizes.map(packColumn),
    ]),
    rows: savings.rows.map((saving) => ({ tierName: findById(pricing.tiers, saving.tier, "tier").name, saving })),
  };
}
