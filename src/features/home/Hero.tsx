import { Link } from "react-router";
import home from "virtual:content/home";
import { HeroVideo } from "./HeroVideo";

export function Hero() {
  const { hero } = home;
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <HeroVideo video={hero.video} />
      <div className="hero__content">
        <h1 id="hero-heading">{hero.heading}</h1>
        <p className="hero__tagline">{hero.tagline}</p>
        <Link className="button button--primary button--large" to={hero.cta.href}>
          {hero.cta.label}
        </Link>
      </div>
    </section>
  );
}
