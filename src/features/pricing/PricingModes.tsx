import pricing from "virtual:content/pricing";
import { DataTable } from "../../components/ui/DataTable";
import { InclusionKey } from "./Inclusion";
import { includedTable, priceTable } from "./table-definitions";

/**
 * The wash-type toggle over the price and "What's Included" tables: native radio inputs, one per wash
 * type in content's order, the first checked. pricing.css shows the mode whose radio is checked, matched
 * by position, so the toggle works from the prerendered HTML, before the app starts and without
 * JavaScript. Every mode is in the HTML, stacked in one grid cell so that switching never moves the page.
 */
export function PricingModes() {
  // Built as the page renders (once on the site; on every change in the editor's preview).
  const modes = pricing.washTypes.map((wash) => ({
    wash,
    prices: priceTable(pricing, wash.id),
    included: includedTable(pricing, wash.id),
  }));
  return (
    <section className="pricing-modes" aria-labelledby="pricing-modes-heading">
      <h2 id="pricing-modes-heading" className="visually-hidden">
        {pricing.modeToggleLabel}
      </h2>
      <fieldset className="mode-toggle">
        <legend className="visually-hidden">{pricing.modeToggleLabel}</legend>
        {pricing.washTypes.map((wash, index) => (
          <label key={wash.id} className="mode-toggle__option">
            <input type="radio" name="pricing-mode" value={wash.id} defaultChecked={index === 0} />
            {wash.name}
          </label>
        ))}
      </fieldset>
      <div className="pricing-modes__stack">
        {modes.map(({ wash, prices, included }) => (
          <div key={wash.id} className="pricing-mode">
            <DataTable {...prices} className="data-table--prices" />
            <h3 className="pricing-mode__included-heading">{pricing.included.heading}</h3>
            <InclusionKey labels={pricing.included.labels} />
            <DataTable {...included} />
          </div>
        ))}
      </div>
    </section>
  );
}
