import { Link } from "react-router";
import addons from "virtual:content/addons";
import pricing from "virtual:content/pricing";
import savings from "virtual:content/savings";
import language from "virtual:content/site/language";
import { changeNotice } from "../../lib/dated-prices";
import { DataTable } from "../../components/ui/DataTable";
import { Notice } from "../../components/ui/Notice";
import { PageIntro } from "../../components/ui/PageIntro";
import { PlanCards } from "./PlanCards";
import { PricingModes } from "./PricingModes";
import { addonsTable, savingsTable } from "./table-definitions";
import "./pricing.css";

export function PricingPage() {
  const addonsDefinition = addonsTable(addons);
  const savingsDefinition = savingsTable(savings, pricing);
  return (
    <div className="page pricing">
      <PageIntro heading={pricing.heading} intro={pricing.intro}>
        {/* The content as on the day the page is built for (pricingOn): new prices still hold their day only until it comes. */}
        {pricing.newPrices && <Notice>{changeNotice(pricing, pricing.newPrices.from, language)}</Notice>}
        {/* Only the offers on that day are left in it (pricingOn): each in the owner's words. */}
        {pricing.offers?.map((offer, index) => (
          <Notice key={index}>{offer.words}</Notice>
        ))}
      </PageIntro>
      <PricingModes />
      <section className="pricing-section" aria-labelledby="addons-heading">
        <h2 id="addons-heading">{addons.heading}</h2>
        <p>{addons.intro}</p>
        <DataTable {...addonsDefinition} />
      </section>
      <PlanCards />
      <section className="pricing-section" aria-labelledby="savings-heading">
        <h2 id="savings-heading">{savings.heading}</h2>
        <p>{savings.intro}</p>
        <DataTable {...savingsDefinition} />
      </section>
      <section className="ready-card" aria-labelledby="ready-heading">
        <h2 id="ready-heading">{pricing.readyToBook.heading}</h2>
        <p>{pricing.readyToBook.text}</p>
        <Link className="button button--primary" to={pricing.readyToBook.button.href}>
          {pricing.readyToBook.button.label}
        </Link>
      </section>
    </div>
  );
}
