import { Link } from "react-router";
import home from "virtual:content/home";
import { pageMeta } from "../features/seo/page-meta";

export const meta = () => pageMeta({ path: "/", ...home.meta });

/** The home page; also what unknown paths show (routes/not-found.tsx). */
export function HomePage() {
  return (
    <div className="page page--home">
      <section className="hero" aria-labelledby="hero-heading">
        <h1 id="hero-heading">{home.hero.heading}</h1>
        <p className="hero__tagline">{home.hero.tagline}</p>
        <Link className="button button--primary" to={home.hero.cta.href}>
          {home.hero.cta.label}
        </Link>
      </section>
      <section aria-labelledby="closing-heading">
        <h2 id="closing-heading">{home.closing.heading}</h2>
        <p>{home.closing.text}</p>
        <Link className="button" to={home.closing.cta.href}>
          {home.closing.cta.label}
        </Link>
      </section>
    </div>
  );
}

export default HomePage;
