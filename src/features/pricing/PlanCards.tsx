import plans from "virtual:content/plans";

export function PlanCards() {
  return (
    <section className="pricing-section" aria-labelledby="plans-heading">
      <h2 id="plans-heading">{plans.heading}</h2>
      <p>{plans.intro}</p>
      <ul className="plan-cards">
        {plans.cards.map((card) => (
          <li key={card.id} className="plan-card">
            <h3>{card.name}</h3>
            <p>{card.summary}</p>
            <ul>
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
