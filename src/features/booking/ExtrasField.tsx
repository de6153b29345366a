import { memo } from "react";
import items from "virtual:content/addons/items";
import { BOOKING_FIELDS as fields } from "../../domain/booking-fields";
import included from "virtual:content/pricing/included";
import { extraStatus } from "../../lib/extras";
import { fillTemplate, formatMinutesRange, formatPoundRange } from "../../lib/format";
import type { BookingChoice } from "../../lib/booking-selection";
import { BOOKING_RULES } from "../../domain/booking-options";
import type { Dispatch } from "./BookingFormParts";
import { optionLabel } from "../../lib/choice-sources";

interface Props {
  state: Pick<BookingChoice, "tier" | "wash" | "extras">;
  dispatch: Dispatch;
}

/**
 * The add-ons as native tick boxes (issue 23), each with its price range and time: sent with the form
 * as `extras`, before the app starts too. Once a package and wash type are chosen, an add-on the
 * package already includes shows as included, ticked and fixed, and one the wash type doesn't offer as
 * not offered; neither adds to the price. Redrawn only when the choice changes (memo); its tick boxes are
 * hydrated with the form, never in a slice of their own (BookingFormParts.tsx says why).
 */
export const ExtrasField = memo(function ExtrasField({ state, dispatch }: Props) {
  return (
    <fieldset className="extras">
      <legend className="field__label">{fields.extras.label}</legend>
      <ul className="extras__list">
        {items.map((extra) => {
          const status = extraStatus(extra, state.tier, state.wash, included.rows);
          const id = `extra-${extra.id}`;
          const detail =
            status === "included"
              ? fillTemplate(fields.extras.included, { tier: optionLabel(fields.tier.options, state.tier) ?? state.tier })
              : status === "notOffered"
                ? fillTemplate(fields.extras.notOffered, { wash: optionLabel(fields.wash.options, state.wash) ?? state.wash })
                : `${formatPoundRange(extra.price.from, extra.price.to)} · ${formatMinutesRange(extra.time.from, extra.time.to)}`;
          return (
            <li key={extra.id} className="extras__option" data-status={status}>
              <input
                id={id}
                type="checkbox"
                name="extras"
                value={extra.id}
                checked={status === "included" || (status === "extra" && state.extras.includes(extra.id))}
                disabled={status !== "extra"}
                onChange={(event) => dispatch({ kind: "tickExtra", extra: extra.id, ticked: event.target.checked, order: BOOKING_RULES.extras })}
              />
              <label htmlFor={id}>
                <span className="extras__name">{extra.name}</span> <span className="extras__detail">{detail}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
});
