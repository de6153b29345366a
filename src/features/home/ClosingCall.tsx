import { Link } from "react-router";
import home from "virtual:content/home";

export function ClosingCall() {
  const { closing } = home;
  return (
    <section className="home-section home-closing" aria-labelledby="closing-heading">
      <h2 id="closing-heading">{closing.heading}</h2>
      <p>{closing.text}</p>
      <Link className="button button--primary button--large" to={closing.cta.href}>
        {closing.cta.label}
      </Link>
    </section>
  );
}
