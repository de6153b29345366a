import founder from "virtual:content/founder";
import { mailtoHref, telHref } from "../../lib/contact-links";
import { drawnFrom } from "../../lib/drawn-from";
import { EmailAddress } from "../../components/ui/EmailAddress";
import "./founder.css";

const NAME_ID = "founder-name";
const SOCIAL_ID = "founder-social";

/**
 * The founder's digital business card (docs/decisions.md 2): every detail a link a phone can act on,
 * and "Save contact" downloads the vCard that the build writes (scripts/build/finish-static-site.ts) from the same content.
 */
export function FounderCard() {
  const { labels } = founder;
  return (
    <div className="page">
      <article className="founder-card" aria-labelledby={NAME_ID}>
        <header className="founder-card__header">
          <h1 id={NAME_ID}>{founder.name}</h1>
          <p className="founder-card__role">{founder.role}</p>
        </header>
        <ul className="founder-card__links">
          <li>
            <a className="founder-card__link" href={telHref(founder.phone)}>
              <span className="founder-card__label">{labels.phone}</span> <span>{drawnFrom(founder.phone, founder, "phone")}</span>
            </a>
          </li>
          <li>
            <a className="founder-card__link" href={mailtoHref(founder.email)}>
              <span className="founder-card__label">{labels.email}</span>{" "}
              <span>
                <EmailAddress address={drawnFrom(founder.email, founder, "email")} />
              </span>
            </a>
          </li>
          <li>
            <a className="founder-card__link" href={founder.website.url} rel="noopener">
              <span className="founder-card__label">{labels.website}</span> <span>{founder.website.label}</span>
            </a>
          </li>
          <li>
            <a className="founder-card__link" href={founder.businessProfile.url} rel="noopener">
              <span className="founder-card__label">{labels.businessProfile}</span> <span>{founder.businessProfile.label}</span>
            </a>
          </li>
          <li className="founder-card__item">
            <span className="founder-card__label">{labels.location}</span> <span>{founder.location}</span>
          </li>
        </ul>
        <section aria-labelledby={SOCIAL_ID}>
          <h2 id={SOCIAL_ID} className="founder-card__label">
            {labels.social}
          </h2>
          <ul className="founder-card__social">
            {founder.social.map((profile) => (
              <li key={profile.url}>
                <a className="founder-card__link" href={profile.url} rel="noopener">
                  <span className="founder-card__label">{profile.network}</span> <span>{profile.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <a className="button button--primary founder-card__save" href={`/${founder.vcardFileName}`} download={founder.vcardFileName}>
          {labels.saveContact}
        </a>
      </article>
    </div>
  );
}
