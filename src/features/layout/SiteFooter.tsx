import { Link } from "react-router";
import contact from "virtual:content/site/contact";
import footer from "virtual:content/site/footer";
import social from "virtual:content/site/social";
import { mailtoHref, telHref, whatsappHref } from "../../lib/contact-links";
import { drawnFrom } from "../../lib/drawn-from";
import { EmailAddress } from "../../components/ui/EmailAddress";
import "./site-footer.css";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{footer.quickLinksHeading}</h2>
          <ul>
            {footer.quickLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{footer.legalHeading}</h2>
          <ul>
            {footer.legalLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{footer.contactHeading}</h2>
          <ul>
            <li>
              <a href={mailtoHref(contact.email)}>
                {footer.contactLabels.email}: <EmailAddress address={drawnFrom(contact.email, contact, "email")} />
              </a>
            </li>
            <li>
              <a href={telHref(contact.phone)}>
                {footer.contactLabels.phone}: {drawnFrom(contact.phone, contact, "phone")}
              </a>
            </li>
            <li>
              <a href={whatsappHref(contact.whatsapp)} rel="noopener">
                {footer.contactLabels.whatsapp}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{footer.socialHeading}</h2>
          <ul>
            {social.map((profile) => (
              <li key={profile.url}>
                <a href={profile.url} rel="noopener">
                  {profile.network}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__base">
        <p>{footer.legalLine}</p>
        <p>
          {footer.credit.before}{" "}
          <a href={footer.credit.url} rel="noopener">
            {footer.credit.label}
          </a>
        </p>
      </div>
    </footer>
  );
}
