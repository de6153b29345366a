import booking from "virtual:content/booking";
import pricing from "virtual:content/pricing";
import savings from "virtual:content/savings";
import { fillTemplate } from "../../lib/format";
import type { BookingFormState } from "./booking-form-state";
import { quoteFor } from "../../lib/quote";

/** The price of the current choice, from the same content as /pricing (docs/decisions.md 12). */
export function LiveQuote({ state }: { state: BookingFormState }) {
  const quote = quoteFor(state, pricing, savings, booking.customQuote);
  if (!quote) return null;
  return (
    <p className="quote">
      <span className="quote__heading">{booking.quote.heading}</span>
      {quote.kind === "custom" ? (
        booking.quote.custom
      ) : (
        <>
          {fillTemplate(booking.quote.single, { price: quote.single })}
          {quote.blockSaving && (
            <>
              <br />
              {fillTemplate(booking.quote.blockSaving, quote.blockSaving)}
            </>
          )}
        </>
      )}
    </p>
  );
}
