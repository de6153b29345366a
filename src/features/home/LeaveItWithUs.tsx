import home from "virtual:content/home";
import { MAP_SOURCE_ATTRIBUTE, MAP_TITLE_ATTRIBUTE } from "../../lib/page-script/data-attributes";

/**
 * "Leave It With Us": the map is third-party and sets cookies, so it loads only when the visitor
 * asks (docs/decisions.md 17: the page script's map-button.ts); the "Open in Google Maps" link is
 * always there, JavaScript or not.
 */
export function LeaveItWithUs() {
  const { leaveIt } = home;
  const mapFrame = { [MAP_SOURCE_ATTRIBUTE]: leaveIt.map.embedUrl, [MAP_TITLE_ATTRIBUTE]: leaveIt.map.title };
  return (
    <section className="home-section home-section--tint" aria-labelledby="leave-heading">
      <h2 id="leave-heading">{leaveIt.heading}</h2>
      <p>{leaveIt.intro}</p>
      <div className="map">
        <div className="map__placeholder">
          <p>{leaveIt.map.placeholderText}</p>
          <button type="button" className="button button--primary map__show needs-script" {...mapFrame}>
            {leaveIt.map.showLabel}
          </button>
        </div>
      </div>
      <p>
        <a className="map__open" href={leaveIt.map.openUrl} target="_blank" rel="noopener">
          {leaveIt.map.openLabel}
        </a>
      </p>
      <h3>{leaveIt.placesHeading}</h3>
      <ul className="places">
        {leaveIt.places.map((place) => (
          <li key={place.url}>
            <a href={place.url} target="_blank" rel="noopener">
              {place.name}
            </a>
            <span className="places__description">{place.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
