import { useEffect, useState } from "react";
import handoff from "virtual:content/booking/handoff";
import contact from "virtual:content/site/contact";
import contactPage from "virtual:content/site/contactPage";
import { PageIntro } from "../../components/ui/PageIntro";
import { PostalAddress } from "../../components/ui/PostalAddress";
import { mailtoHref, telHref, whatsappHref } from "../../lib/contact-links";
import { drawnFrom } from "../../lib/drawn-from";
import { EmailAddress } from "../../components/ui/EmailAddress";
import { choosesAnything, parseBookingQuery, type BookingChoice } from "../../lib/booking-selection";
import { BOOKING_RULES as rules } from "../../domain/booking-options";
import { postcodeFromQuery } from "../../lib/booking-selection";
import { usePageAddress } from "../../lib/page-address";
import type { HandOffView, SelectionSummaryView } from "../../domain/choice-views";
import "./contact.css";

/** The choice a hand-off link brought here (issue 13), or null when the address carries none. */
function choiceFrom(search: string): { choice: BookingChoice; postcode: string } | null {
  const params = new URLSearchParams(search);
  const choice = parseBookingQuery(params, rules).given;
  const postcode = postcodeFromQuery(params.get("postcode"));
  return choosesAnything(choice) || postcode ? { choice, postcode } : null;
}

/**
 * Phone, email, WhatsApp, the Visit Us address and appointment times (docs/decisions.md 1). No form: there is no backend.
 * A choice brought by a hand-off link is shown with the hand-off's own views, which the route passes in.
 */
export function ContactPage({ HandOff, SelectionSummary }: { HandOff: HandOffView; SelectionSummary: SelectionSummaryView }) {
  const address = usePageAddress();
  // Read after hydration: the prerendered page has no query string.
  const [brought, setBrought] = useState<ReturnType<typeof choiceFrom>>(null);
  useEffect(() => setBrought(choiceFrom(address.search())), [address]);
  return (
    <div className="page contact">
      <PageIntro heading={contactPage.heading} intro={contactPage.intro} />
      {brought && (
        <section className="contact__choice" aria-labelledby="contact-choice-heading">
          <h2 id="contact-choice-heading">{handoff.youChose}</h2>
          <SelectionSummary selection={brought.choice} postcode={brought.postcode} />
          <HandOff choice={brought.choice} postcode={brought.postcode} />
        </section>
      )}
      <ul className="contact__methods">
        <li>
          <a className="contact__method" href={telHref(contact.phone)}>
            <span className="contact__method-label">{contactPage.phoneLabel}</span> <span>{drawnFrom(contact.phone, contact, "phone")}</span>
          </a>
        </li>
        <li>
          <a className="contact__method" href={mailtoHref(contact.email)}>
            <span className="contact__method-label">{contactPage.emailLabel}</span>{" "}
            <span>
              <EmailAddress address={drawnFrom(contact.email, contact, "email")} />
            </span>
          </a>
        </li>
        <li>
          <a className="contact__method" href={whatsappHref(contact.whatsapp)} rel="noopener">
            <span className="contact__method-label">{contactPage.whatsappLabel}</span>
          </a>
        </li>
      </ul>
      <div className="contact__details">
        <section className="contact__card" aria-labelledby="contact-visit-heading">
          <h2 id="contact-visit-heading">{contactPage.visitHeading}</h2>
          <PostalAddress lines={contact.address.lines} postcode={contact.address.postcode} />
          {contactPage.visitNotes.map((note, index) => (
            <p key={index}>{note}</p>
          ))}
        </section>
        <section className="contact__card" aria-labelledby="contact-hours-heading">
          <h2 id="contact-hours-heading">{contactPage.hoursHeading}</h2>
          <dl className="contact__hours">
            {contactPage.hours.map((entry) => (
              <div key={entry.days}>
                <dt>{entry.days}</dt>
                <dd>{entry.times}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}
