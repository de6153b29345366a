import handoff from "virtual:content/booking/handoff";
import contact from "virtual:content/site/contact";
import type { BookingChoice } from "../../lib/booking-selection";
import { telHref } from "../../lib/contact-links";
import { handoffLinks, handoffValues } from "../../lib/handoff";
import { CHOICE_SOURCES } from "../../domain/choice-sources";
import { HANDOFF_LINK_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import "./handoff.css";

/**
 * WhatsApp, email and phone, with the visitor's choice written into the first two (issue 13): shown
 * under each answer that ends online booking, so nobody has to type their choice again.
 */
export function HandOff({ choice, postcode = "" }: { choice: BookingChoice; postcode?: string }) {
  const links = handoffLinks(contact, handoff, handoffValues(choice, postcode, CHOICE_SOURCES), telHref);
  // On the calendar's "Sorry" answer, the early answer writes the WhatsApp and email messages for the address's
  // choice before the app starts (scheduling/mark-early-answer.ts), with this same code: the app then finds them changed.
  return (
    <div className="handoff">
      <p className="handoff__intro">{handoff.intro}</p>
      <ul className="handoff__links">
        <li>
          <a className="button handoff__link" href={links.whatsapp} {...{ [HANDOFF_LINK_ATTRIBUTE]: "whatsapp" }} suppressHydrationWarning rel="noopener">
            {handoff.whatsappLabel}
          </a>
        </li>
        <li>
          <a className="button handoff__link" href={links.email} {...{ [HANDOFF_LINK_ATTRIBUTE]: "email" }} suppressHydrationWarning>
            {handoff.emailLabel}
          </a>
        </li>
        <li>
          <a className="button handoff__link" href={links.phone}>
            {handoff.phoneLabel}
          </a>
        </li>
      </ul>
    </div>
  );
}
