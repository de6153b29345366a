import booking from "virtual:content/booking";
import pricing from "virtual:content/pricing";
import savings from "virtual:content/savings";
import site from "virtual:content/site";
import type { BookingChoice } from "../../lib/booking-selection";
import { telHref } from "../../lib/contact-links";
import { handoffLinks, type HandoffValues } from "../../lib/handoff";
import { quoteFor } from "../../lib/quote";
import "./handoff.css";

const labelOf = (options: readonly { value: string | number; label: string }[], value: string) =>
  options.find((option) => String(option.value) === value)?.label;

/** The visitor's choice in the words the form shows them, and the price where content states one. */
export function handoffValues(choice: BookingChoice, postcode: string): HandoffValues {
  const { fields } = booking;
  const quote = quoteFor(choice, pricing, savings, booking.customQuote);
  return {
    location: labelOf(fields.location.options, choice.location),
    type: labelOf(fields.type.options, choice.type),
    blocks: labelOf(fields.blocks.options, choice.blocks),
    tier: labelOf(fields.tier.options, choice.tier),
    wash: labelOf(fields.wash.options, choice.wash),
    size: labelOf(fields.size.options, choice.size),
    postcode,
    price: quote?.kind === "price" ? String(quote.single) : undefined,
  };
}

/**
 * WhatsApp, email and phone, with the visitor's choice written into the first two (issue 13): shown
 * under each answer that ends online booking, so nobody has to type their choice again.
 */
export function HandOff({ choice, postcode = "" }: { choice: BookingChoice; postcode?: string }) {
  const { handoff } = booking;
  const links = handoffLinks(site.contact, handoff, handoffValues(choice, postcode), telHref);
  return (
    <div className="handoff">
      <p className="handoff__intro">{handoff.intro}</p>
      <ul className="handoff__links">
        <li>
          <a className="button handoff__link" href={links.whatsapp} rel="noopener">
            {handoff.whatsappLabel}
          </a>
        </li>
        <li>
          <a className="button handoff__link" href={links.email}>
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
