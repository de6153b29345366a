/**
 * The booking form's state and its rules (docs/decisions.md, brief 4 and 5), kept apart from React so the
 * transitions and the order of the checks are unit-tested on their own. Which choices show the
 * postcode checker or the pack list come from content, through the booking rules.
 */
import {
  BOOKING_PARAMS,
  bookingQuery,
  checksPostcode,
  choosesPack,
  initialChoice,
  parseBookingQuery,
  type BookingChoice,
  type BookingParam,
  type BookingRules,
} from "../../lib/booking-selection";

export interface BookingFormState extends BookingChoice {
  termsAgreed: boolean;
}

export type BookingField = BookingParam;

export type BookingAction =
  | { kind: "choose"; field: BookingField; value: string }
  /** `order`: content's order of the extras, which the ticked ones keep (so one choice has one address). */
  | { kind: "tickExtra"; extra: string; ticked: boolean; order?: readonly string[] }
  | { kind: "chooseCars"; cars: number }
  | { kind: "agreeToTerms"; agreed: boolean }
  | { kind: "restore"; state: BookingFormState };

/** Applies one change with its knock-on effects: a new type clears the block size; a new tier clears wash and size. */
export function bookingFormReducer(state: BookingFormState, action: BookingAction): BookingFormState {
  switch (action.kind) {
    case "agreeToTerms":
      return { ...state, termsAgreed: action.agreed };
    case "restore":
      return action.state;
    case "tickExtra": {
      const others = state.extras.filter((extra) => extra !== action.extra);
      const extras = action.ticked ? [...others, action.extra] : others;
      return { ...state, extras: action.order ? action.order.filter((extra) => extras.includes(extra)) : extras };
    }
    case "chooseCars":
      // Only a whole number of cars, one or more (the list offers nothing else; a tampered form value is ignored).
      return Number.isInteger(action.cars) && action.cars >= 1 ? { ...state, cars: action.cars } : state;
    case "choose": {
      const { field, value } = action;
      if (state[field] === value) return state;
      if (field === "type") return { ...state, type: value, blocks: "" };
      if (field === "tier") return { ...state, tier: value, wash: "", size: "" };
      if (field === "wash" && value === "") return { ...state, wash: "", size: "" };
      return { ...state, [field]: value };
    }
  }
}

/** The form's fields as the prerendered form holds them: each list's value, the ticked extras and the number of cars. */
export interface FormFieldValues {
  choices: Partial<Record<BookingParam, string>>;
  extras: readonly string[];
  cars?: string;
}

/**
 * The state the form starts from once the app runs: the address's choice (a deep link, or Back from the
 * calendar), then each field the visitor changed in the prerendered form before the app started
 * (`fromForm`: the fields' values, where they differ from a fresh form's), with the form's knock-on
 * effects (a new tier clears the wash and size the address gave). A choice whose dependencies don't
 * hold (a pack for a single wash) is dropped, as a deep link's would be, and so is an extra or a number
 * of cars content doesn't offer.
 */
export function startingState(query: URLSearchParams, fromForm: FormFieldValues, termsAgreed: boolean, rules: BookingRules): BookingFormState {
  const fresh = initialChoice(rules);
  let state: BookingFormState = { ...parseBookingQuery(query, rules).choice, termsAgreed };
  for (const field of BOOKING_PARAMS) {
    const chosen = fromForm.choices[field];
    if (chosen !== undefined && chosen !== fresh[field]) state = bookingFormReducer(state, { kind: "choose", field, value: chosen });
  }
  for (const extra of fromForm.extras) state = bookingFormReducer(state, { kind: "tickExtra", extra, ticked: true, order: rules.extras });
  if (fromForm.cars !== undefined && fromForm.cars !== String(fresh.cars))
    state = bookingFormReducer(state, { kind: "chooseCars", cars: Number(fromForm.cars) });
  return { ...parseBookingQuery(new URLSearchParams(bookingQuery(state)), rules).choice, termsAgreed };
}

/** Which parts are on screen: the postcode checker and block size where content says so, wash once a tier is chosen, size once a wash is. */
export function visibleFields(state: BookingFormState, rules: BookingRules) {
  return {
    postcodeChecker: checksPostcode(rules, state.location),
    blocks: choosesPack(rules, state.type),
    wash: state.tier !== "",
    size: state.tier !== "" && state.wash !== "",
  };
}

export type BookingProblem = "termsNotAgreed" | "missingInfo" | "blockSize";

/** The submit checks of docs/decisions.md, brief 5, in their order: the first that fails is the one shown. */
export function firstBookingProblem(state: BookingFormState, rules: BookingRules): BookingProblem | null {
  if (!state.termsAgreed) return "termsNotAgreed";
  if (!state.tier || !state.wash || !state.size) return "missingInfo";
  if (choosesPack(rules, state.type) && !state.blocks) return "blockSize";
  return null;
}
