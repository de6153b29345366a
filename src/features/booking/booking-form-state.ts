/**
 * The booking form's state and its rules (spec points 4 and 5), kept apart from React so the
 * transitions and the order of the checks are unit-tested on their own.
 */

export interface BookingFormState {
  location: string;
  type: string;
  /** "6" or "12" for a block booking, "" otherwise. */
  blocks: string;
  tier: string;
  wash: string;
  size: string;
  termsAgreed: boolean;
}

export type BookingField = Exclude<keyof BookingFormState, "termsAgreed">;

/** The values each select offers, from content (booking.yaml's fields). */
export interface BookingOptions {
  location: string[];
  type: string[];
  blocks: string[];
  tier: string[];
  wash: string[];
  size: string[];
}

export const INITIAL_BOOKING_STATE: BookingFormState = {
  location: "home",
  type: "single",
  blocks: "",
  tier: "",
  wash: "",
  size: "",
  termsAgreed: false,
};

export type BookingAction =
  | { kind: "choose"; field: BookingField; value: string }
  | { kind: "agreeToTerms"; agreed: boolean }
  | { kind: "restore"; state: BookingFormState };

/** Applies one change with its knock-on effects: a new type clears the block size; a new tier clears wash and size. */
export function bookingFormReducer(state: BookingFormState, action: BookingAction): BookingFormState {
  switch (action.kind) {
    case "agreeToTerms":
      return { ...state, termsAgreed: action.agreed };
    case "restore":
      return action.state;
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

/** Which selects are on screen: block size for block bookings, wash once a tier is chosen, size once a wash is. */
export function visibleFields(state: BookingFormState) {
  return {
    postcodeChecker: state.location === "home",
    blocks: state.type === "block",
    wash: state.tier !== "",
    size: state.tier !== "" && state.wash !== "",
  };
}

export type BookingProblem = "termsNotAgreed" | "missingInfo" | "blockSize";

/** The submit checks of spec point 5, in their order: the first that fails is the one shown. */
export function firstBookingProblem(state: BookingFormState): BookingProblem | null {
  if (!state.termsAgreed) return "termsNotAgreed";
  if (!state.tier || !state.wash || !state.size) return "missingInfo";
  if (state.type === "block" && !state.blocks) return "blockSize";
  return null;
}

const QUERY_FIELDS: BookingField[] = ["location", "type", "blocks", "tier", "wash", "size"];

/** The booking calendar's query string: location, type, blocks (empty for a single wash), tier, wash, size. */
export function bookingQuery(state: BookingFormState): string {
  const params = new URLSearchParams();
  for (const field of QUERY_FIELDS) params.set(field, state[field]);
  return params.toString();
}

/** The choices of the form as they appear in /book's own address, so Back and deep links restore them. */
export function formSearch(state: BookingFormState): string {
  const params = new URLSearchParams();
  for (const field of QUERY_FIELDS) if (state[field] && state[field] !== INITIAL_BOOKING_STATE[field]) params.set(field, state[field]);
  return params.toString();
}

/**
 * A deep link's choices (decisions.md 13): each value is kept only when it is one the form offers
 * and its dependencies hold (a wash needs a tier, a size needs a wash, blocks need a block booking).
 */
export function stateFromSearch(search: URLSearchParams, options: BookingOptions): BookingFormState {
  const pick = (field: BookingField) => {
    const value = search.get(field) ?? "";
    return options[field].includes(value) ? value : "";
  };
  const location = pick("location") || INITIAL_BOOKING_STATE.location;
  const type = pick("type") || INITIAL_BOOKING_STATE.type;
  const blocks = type === "block" ? pick("blocks") : "";
  const tier = pick("tier");
  const wash = tier ? pick("wash") : "";
  const size = wash ? pick("size") : "";
  return { location, type, blocks, tier, wash, size, termsAgreed: false };
}
