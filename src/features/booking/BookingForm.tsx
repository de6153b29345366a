import { useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import booking from "virtual:content/booking";
import { SelectField } from "../../components/ui/SelectField";
import { useToast } from "../toast/toast-context";
import { PostcodeChecker } from "../postcode/PostcodeChecker";
import { HandOff } from "../handoff/HandOff";
import { contactSearch } from "../../lib/handoff";
import { bookingQuery, formSearch, initialChoice, parseBookingQuery } from "../../lib/booking-selection";
import { bookingFormReducer, firstBookingProblem, visibleFields, type BookingField, type BookingFormState } from "./booking-form-state";
import { BOOKING_RULES, asSelectOptions } from "./booking-options";
import { LiveQuote } from "./LiveQuote";
import "./booking.css";

const { fields } = booking;
const INITIAL_STATE: BookingFormState = { ...initialChoice(BOOKING_RULES), termsAgreed: false };

/**
 * The choices the form starts from once the app runs: the address's (a deep link, or Back from the
 * calendar), then anything the visitor already chose in the prerendered form before the app started.
 */
function initialChoices(search: string, form: HTMLFormElement | null) {
  const params = new URLSearchParams(search);
  const fromForm = form ? new FormData(form) : new FormData();
  for (const field of ["location", "type", "tier"] as const) {
    const chosen = fromForm.get(field);
    if (typeof chosen === "string" && chosen !== INITIAL_STATE[field] && chosen !== params.get(field)) {
      params.set(field, chosen);
      if (field === "tier") ["wash", "size"].forEach((dependent) => params.delete(dependent));
    }
  }
  return { ...parseBookingQuery(params, BOOKING_RULES).choice, termsAgreed: fromForm.get("terms") !== null };
}

/**
 * The Service Details form. Its choices live in /book's own query string (replaced as they change),
 * so deep links pre-fill it and the browser's Back button from the calendar brings them back.
 * The first render matches the prerendered HTML; the address is read after hydration.
 */
export function BookingForm() {
  const [state, dispatch] = useReducer(bookingFormReducer, INITIAL_STATE);
  const location = useLocation();
  const navigate = useNavigate();
  const showToast = useToast();
  const [restored, setRestored] = useState(false);

  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (restored) return;
    dispatch({ kind: "restore", state: initialChoices(location.search, form.current) });
    setRestored(true);
  }, [restored, location.search]);

  useEffect(() => {
    if (!restored) return;
    const search = formSearch(state, BOOKING_RULES);
    if (search !== location.search.replace(/^\?/, "")) {
      void navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
    }
  }, [restored, state, location.search, navigate]);

  const shown = visibleFields(state, BOOKING_RULES);
  const choose = (field: BookingField) => (value: string) => dispatch({ kind: "choose", field, value });
  const isCustomQuote =
    state.tier === booking.customQuote.tier && state.wash === booking.customQuote.wash && state.size === booking.customQuote.size;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstBookingProblem(state, BOOKING_RULES);
    if (problem) {
      const toast = booking.toasts[problem];
      showToast({ title: toast.title, description: toast.message, variant: "destructive" });
      return;
    }
    // A full page load, not a client-side navigation: the calendar page's own security policy is the
    // one that lets the scheduling provider's script in (scripts/build-steps/security-headers.ts).
    window.location.assign(`/booking-calendar?${bookingQuery(state)}`);
  };

  return (
    <form ref={form} className="booking-form" noValidate onSubmit={submit}>
      <SelectField label={fields.location.label} name="location" value={state.location} options={asSelectOptions(fields.location.options)} onChange={choose("location")} />
      {shown.postcodeChecker && (
        <div className="booking-form__home">
          <p className="notice">{booking.homeNotice}</p>
          <PostcodeChecker choice={state} />
        </div>
      )}
      {/*
        A new type clears the block size and a new tier the wash type: each gets a new <select> (key), because
        WebKit fires no change event when a visitor picks the option that was last picked before the form
        cleared it, so Safari would show the choice while the form never saw it.
      */}
      <SelectField label={fields.type.label} name="type" value={state.type} options={asSelectOptions(fields.type.options)} onChange={choose("type")} />
      {shown.blocks && (
        <SelectField key={state.type} label={fields.blocks.label} name="blocks" value={state.blocks} placeholder={fields.placeholder} options={asSelectOptions(fields.blocks.options)} onChange={choose("blocks")} />
      )}
      <SelectField label={fields.tier.label} name="tier" value={state.tier} placeholder={fields.placeholder} options={asSelectOptions(fields.tier.options)} onChange={choose("tier")} />
      {shown.wash && (
        <SelectField key={state.tier} label={fields.wash.label} name="wash" value={state.wash} placeholder={fields.placeholder} options={asSelectOptions(fields.wash.options)} onChange={choose("wash")} />
      )}
      {shown.size && (
        <SelectField label={fields.size.label} name="size" value={state.size} placeholder={fields.placeholder} options={asSelectOptions(fields.size.options)} onChange={choose("size")} />
      )}
      <div aria-live="polite" className="booking-form__advice">
        {isCustomQuote && (
          <p className="warning">
            {booking.customQuote.message} <Link to={`${booking.customQuote.href}?${contactSearch(state)}`}>{booking.customQuote.linkLabel}</Link>
          </p>
        )}
        <LiveQuote state={state} />
      </div>
      {/* Outside the live region: the links are there to use, not to be read out with the warning. */}
      {isCustomQuote && <HandOff choice={state} />}
      <div className="checkbox">
        <input
          id="booking-terms"
          name="terms"
          type="checkbox"
          checked={state.termsAgreed}
          onChange={(event) => dispatch({ kind: "agreeToTerms", agreed: event.target.checked })}
        />
        <label htmlFor="booking-terms">
          {booking.terms.before} <Link to={booking.terms.href}>{booking.terms.linkLabel}</Link>
        </label>
      </div>
      {/* aria-disabled rather than disabled: the button stays reachable, and pressing it says why it can't continue. */}
      <button type="submit" className="button button--primary button--wide" aria-disabled={!state.termsAgreed}>
        {booking.continueLabel}
      </button>
    </form>
  );
}
