import { memo } from "react";
import { BOOKING_FIELDS as fields } from "../../domain/booking-fields";
import { SelectField } from "../../components/ui/SelectField";
import type { BookingChoice } from "../../lib/booking-selection";
import { Slice, type Dispatch } from "./BookingFormParts";
import { Notice } from "../../components/ui/Notice";

interface Props {
  state: Pick<BookingChoice, "location" | "cars">;
  dispatch: Dispatch;
}

/** 1 to content's most, as the list's options: made once, not in every render. */
const CHOICES = Array.from({ length: fields.cars.max }, (_, index) => String(index + 1)).map((value) => ({ value, label: value }));

/**
 * How many cars to wash at the same address (issue 23): a native list sent as `cars`, before the app
 * starts too; nothing while content allows one car. For more than one car where the place shares
 * savings across a household (content's householdSavings), content's household note shows under it.
 * Redrawn only when the choice changes, and hydrated in a slice of its own (BookingFormParts.tsx).
 */
export const CarsField = memo(function CarsField({ state, dispatch }: Props) {
  if (fields.cars.max < 2) return null;
  const sharesSavings = fields.location.options.some((option) => option.value === state.location && option.householdSavings);
  return (
    <Slice fallback={null}>
      <div className="booking-form__cars">
        <SelectField
          label={fields.cars.label}
          name="cars"
          value={String(state.cars)}
          options={CHOICES}
          onChange={(value) => dispatch({ kind: "chooseCars", cars: Number(value) })}
        />
        {state.cars > 1 && sharesSavings && <Notice className="booking-form__household">{fields.cars.householdNote}</Notice>}
      </div>
    </Slice>
  );
});
