import plans from "virtual:content/plans";
import savings from "virtual:content/savings";
import { planFigures, planPoint } from "../../lib/plan-figures";

export function PlanCards() {
  // The savings the points quote, from Savings at a Glance (issue 57), as the page is drawn: in the editor's preview
  // the table's values change as the owner types (docs/cms.md, "The preview, drawn by the site").
  const figures = planFigures(savings);
  return (
    <section className="pricing-section" aria-labelledby="plans-heading">
      <h2 id="plans-heading">{plans.heading}</h2>
      <p>{plans.intro}</p>
      {/* A tab stop, so that a keyboard can scroll the cards where a phone sets them in a row (pricing.css). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className="plan-cards" tabIndex={0} aria-labelledby="plans-heading">
        {plans.cards.map((card) => (
          <li key={card.id} className="plan-card">
            <h3>{card.name}</h3>
            <p>{card.summary}</p>
            <ul>
              {card.points.map((point) => (
                <li key={point}>{planPoint(point, figures)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
