import { useState } from "react";
import pricing from "virtual:content/pricing";
import { DataTable } from "../../components/ui/DataTable";
import { includedTable, priceTable } from "./table-definitions";

// Content never changes at run time, so each table is built once.
const modes = pricing.washTypes.map((wash) => ({
  wash,
  prices: priceTable(pricing, wash.id),
  included: includedTable(pricing, wash.id),
}));

/**
 * The "Exterior Only" / "Interior + Exterior" toggle (aria-pressed) over the price and "What's
 * Included" tables. Both modes are in the prerendered HTML, stacked in one grid cell so that
 * switching never moves the page; without JavaScript both are shown (public/noscript.css).
 */
export function PricingModes() {
  const [selected, setSelected] = useState(pricing.washTypes[0].id);
  return (
    <section className="pricing-modes" aria-labelledby="pricing-modes-heading">
      <h2 id="pricing-modes-heading" className="visually-hidden">
        {pricing.modeToggleLabel}
      </h2>
      <div className="mode-toggle" role="group" aria-label={pricing.modeToggleLabel}>
        {pricing.washTypes.map((wash) => (
          <button
            key={wash.id}
            type="button"
            className="mode-toggle__button"
            aria-pressed={selected === wash.id}
            onClick={() => setSelected(wash.id)}
          >
            {wash.name}
          </button>
        ))}
      </div>
      <div className="pricing-modes__stack">
        {modes.map(({ wash, prices, included }) => (
          <div key={wash.id} className="pricing-mode" data-active={selected === wash.id}>
            <DataTable {...prices} className="data-table--prices" />
            <h3 className="pricing-mode__included-heading">{pricing.included.heading}</h3>
            <DataTable {...included} />
          </div>
        ))}
      </div>
    </section>
  );
}
