import gallery from "virtual:content/gallery";
import { Photo } from "../../components/ui/Photo";
import { builtPhoto } from "./built-photo";
import "./gallery.css";

/** The gallery's columns (gallery.css): one on a phone, two from 48rem, within the page's 72rem. */
const SINGLE_SIZES = "(min-width: 72rem) 35rem, (min-width: 48rem) 50vw, 100vw";
/** A pair's two photos share their column. */
const PAIR_SIZES = "(min-width: 72rem) 17.5rem, (min-width: 48rem) 25vw, 50vw";

type Item = (typeof gallery.items)[number];

/** "14 October 2026", in British English, from content's year-month-day. */
const formatDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** A before-and-after pair, side by side with their labels, so the two compare at a glance on a phone too. */
function Pair({ item, before }: { item: Item; before: NonNullable<Item["before"]> }) {
  return (
    <div className="gallery__pair">
      <div className="gallery__side">
        <p className="gallery__label">{gallery.beforeLabel}</p>
        <Photo photo={builtPhoto(before.photo)} alt={before.alt} sizes={PAIR_SIZES} />
      </div>
      <div className="gallery__side">
        <p className="gallery__label">{gallery.afterLabel}</p>
        <Photo photo={builtPhoto(item.photo)} alt={item.alt} sizes={PAIR_SIZES} />
      </div>
    </div>
  );
}

/** "Our Work": the owner's photos of finished cars, pairs and single photos; nothing while content lists none. */
export function Gallery() {
  if (gallery.items.length === 0) return null;
  return (
    <section className="home-section gallery" aria-labelledby="gallery-heading">
      <h2 id="gallery-heading">{gallery.heading}</h2>
      <p className="gallery__intro">{gallery.intro}</p>
      <ul className="gallery__list">
        {gallery.items.map((item) => (
          <li key={item.photo}>
            <figure className="gallery__item">
              {item.before ? <Pair item={item} before={item.before} /> : <Photo photo={builtPhoto(item.photo)} alt={item.alt} sizes={SINGLE_SIZES} />}
              {(item.caption || item.date) && (
                <figcaption className="gallery__caption">
                  {item.caption}
                  {item.caption && item.date && " · "}
                  {item.date && <time dateTime={item.date}>{formatDay(item.date)}</time>}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
