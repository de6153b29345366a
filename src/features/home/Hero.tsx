import { Link } from "react-router";
import home from "virtual:content/home";
import { Photo } from "../../components/ui/Photo";
import { HeroVideo } from "./HeroVideo";
import { HERO_PHOTO_SIZES, heroPhoto } from "./hero-photo";

/** Behind the banner's words: the owner's photo, or the looping video, as content says (home.hero.show). */
function HeroBackdrop() {
  const photo = heroPhoto();
  if (!photo) return <HeroVideo video={home.hero.video} />;
  return (
    <div className="hero__media">
      <Photo className="hero__photo" photo={photo.built} alt={photo.alt} sizes={HERO_PHOTO_SIZES} priority />
    </div>
  );
}

export function Hero() {
  const { hero } = home;
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <HeroBackdrop />
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
