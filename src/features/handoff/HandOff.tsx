import fields from "virtual:content/booking/fields";
import handoff from "virtual:content/booking/handoff";
import contact from "virtual:content/site/contact";
import type { BookingChoice } from "../../lib/booking-selection";
import { telHref } from "../../lib/contact-links";
import { handoffLinks, type HandoffValues } from "../../lib/handoff";
import { chargedExtrasOf, quoteOf } from "../../domain/booking-quote";
import { optionLabel } from "../../domain/booking-options";
import "./handoff.css";

/**
 * The price a message can state, for the whole booking: the package's, with extras the range they add up
 * to, and for several cars the price for them all ("74–94", after content's £).
 */
function statedPrice(quote: ReturnType<typeof quoteOf>): string | undefined {
  if (quote?.kind !== "price") return undefined;
  const { from, to } = quote.cars?.total ?? quote.extras?.total ?? { from: quote.single, to: quote.single };
  return from === to ? String(from) : `${from}\u2013${to}`;
}

/** The visitor's choice in the words the form shows them, and the price where content states one. */
export function handoffValues(choice: BookingChoice, postcode: string): HandoffValues {
  const quote = quoteOf(choice);
  return {
    location: optionLabel(fields.location.options, choice.location),
    type: optionLabel(fields.type.options, choice.type),
    blocks: optionLabel(fields.blocks.options, choice.blocks),
    tier: optionLabel(fields.tier.options, choice.tier),
    wash: optionLabel(fields.wash.options, choice.wash),
    size: optionLabel(fields.size.options, choice.size),
    extras: chargedExtrasOf(choice)
      .map((extra) => extra.name)
      .join(", "),
    cars: choice.cars > 1 ? String(choice.cars) : undefined,
    postcode,
    price: statedPrice(quote),
  };
}

/**
 * WhatsApp, email and phone, with the visitor's choice written into the first two (issue 13): shown
 * under each answer that ends online booking, so nobody has to type their choice again.
 */
export function HandOff({ choice, postcode = "" }: { choice: BookingChoice; postcode?: string }) {
  const links = handoffLinks(contact, handoff, handoffValues(choice, postcode), telHref);
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
