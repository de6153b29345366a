import { Link } from "react-router";
import home from "virtual:content/home";

/** The commuter option (home.yaml › commute): park, leave the keys, collect a clean car. */
export function CommuteSection() {
  const { commute } = home;
  return (
    <section className="home-section home-section--tint" aria-labelledby="commute-heading">
      <h2 id="commute-heading">{commute.heading}</h2>
      {commute.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ol className="commute-steps">
        {commute.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Link className="button button--primary" to={commute.cta.href}>
        {commute.cta.label}
      </Link>
    </section>
  );
}
