import { BOOKING_FIELDS as fields } from "../../domain/booking-fields";
import { SelectField } from "../../components/ui/SelectField";
import type { BookingFormState } from "./booking-form-state";
import { Notice } from "../../components/ui/Notice";

interface Props {
  state: BookingFormState;
  onChoose: (cars: number) => void;
}

/** 1 to content's most. */
const CHOICES = Array.from({ length: fields.cars.max }, (_, index) => String(index + 1));

/**
 * How many cars to wash at the same address (issue 23): a native list sent as `cars`, before the app
 * starts too; nothing while content allows one car. For more than one car where the place shares
 * savings across a household (content's householdSavings), content's household note shows under it.
 */
export function CarsField({ state, onChoose }: Props) {
  if (fields.cars.max < 2) return null;
  const sharesSavings = fields.location.options.some((option) => option.value === state.location && option.householdSavings);
  return (
    <div className="booking-form__cars">
      <SelectField
        label={fields.cars.label}
        name="cars"
        value={String(state.cars)}
        options={CHOICES.map((value) => ({ value, label: value }))}
        onChange={(value) => onChoose(Number(value))}
      />
      {state.cars > 1 && sharesSavings && <Notice className="booking-form__household">{fields.cars.householdNote}</Notice>}
    </div>
  );
}
