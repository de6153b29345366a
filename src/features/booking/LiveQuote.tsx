import words from "virtual:content/booking/quote";
import { fillTemplate, formatMinutesRange, formatPoundRange } from "../../lib/format";
import type { BookingChoice } from "../../lib/booking-selection";
import { quoteOf } from "../../domain/booking-quote";

const range = ({ from, to }: { from: number; to: number }) => formatPoundRange(from, to);

/** The price of the current choice, from the same content as /pricing (docs/decisions.md 12), with its extras and cars (issue 23). */
export function LiveQuote({ state }: { state: BookingChoice }) {
  const quote = quoteOf(state);
  if (!quote) return null;
  if (quote.kind === "custom") {
    return (
      <p className="quote">
        <span className="quote__heading">{words.heading}</span>
        {words.custom}
      </p>
    );
  }
  const lines = [
    quote.extras
      ? fillTemplate(words.withExtras, { price: quote.single, extras: quote.extras.prices.map(range).join(" + "), total: range(quote.extras.total) })
      : fillTemplate(words.single, { price: quote.single }),
    quote.offer?.words,
    quote.extras && fillTemplate(words.extrasTime, { time: formatMinutesRange(quote.extras.time.from, quote.extras.time.to) }),
    quote.cars && fillTemplate(words.cars, { cars: quote.cars.count, total: range(quote.cars.total) }),
    quote.blockSaving && fillTemplate(words.blockSaving, quote.blockSaving),
  ].filter((line): line is string => Boolean(line));
  return (
    <p className="quote">
      <span className="quote__heading">{words.heading}</span>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </p>
  );
}
