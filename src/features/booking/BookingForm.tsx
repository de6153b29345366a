import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, type FormEvent } from "react";
import continueLabel from "virtual:content/booking/continueLabel";
import homeNotice from "virtual:content/booking/homeNotice";
import toasts from "virtual:content/booking/toasts";
import { Notice } from "../../components/ui/Notice";
import { useToast } from "../../components/toast/toast-context";
import { calendarHref } from "../../lib/links";
import { PAGES } from "../../lib/site-paths";
import { useHydrated } from "../../lib/use-hydrated";
import { usePageAddress } from "../../lib/page-address";
import {
  BOOKING_PARAMS,
  CARS_PARAM,
  EXTRAS_PARAM,
  bookingQuery,
  formSearch,
  initialChoice,
  type BookingChoice,
  type BookingParam,
} from "../../lib/booking-selection";
import { bookingFormReducer, firstBookingProblem, startingState, visibleFields, type BookingFormState, type FormFieldValues } from "./booking-form-state";
import { BOOKING_RULES } from "../../domain/booking-options";
import type { HandOffView, PostcodeCheckSlot } from "../../domain/choice-views";
import { Advice, ChoiceSelect, PackageFields, TermsCheckbox } from "./BookingFormParts";
import { ExtrasField } from "./ExtrasField";
import { CarsField } from "./CarsField";
import { BOOKING_FORM_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import "./booking.css";

const INITIAL_STATE: BookingFormState = { ...initialChoice(BOOKING_RULES), termsAgreed: false };
/** Before the app starts every field is in the page; booking.css hides those the choice doesn't need. */
const EVERY_FIELD: ReturnType<typeof visibleFields> = { postcodeChecker: true, blocks: true, wash: true, size: true };

/** The booking fields' values in the form as it is (the prerendered form, before the app has read it). */
function fieldValues(form: HTMLFormElement | null): FormFieldValues {
  const data = form ? new FormData(form) : new FormData();
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    choices: Object.fromEntries(BOOKING_PARAMS.flatMap((name) => (text(name) === undefined ? [] : [[name, text(name)]]))) as Partial<
      Record<BookingParam, string>
    >,
    extras: data.getAll(EXTRAS_PARAM).filter((value): value is string => typeof value === "string"),
    cars: text(CARS_PARAM),
  };
}

/**
 * The form's state: the choice, the terms, and whether the app has started (useHydrated: false in the
 * prerendered HTML and while the app hydrates it). The fields are the page's until then (the visitor's, and
 * the page script's, which shows the choice the address carries: form-from-address.ts) and React's from
 * then on (docs/architecture.md): as it starts, the app reads the address and the form once, in the same
 * commit, before any later render can write a field. Once read, the choice lives in /book's own query
 * string, replaced as it changes, so deep links pre-fill the form and Back from the calendar brings it back.
 */
function useBookingForm() {
  const restored = useHydrated();
  const address = usePageAddress();
  // A form the app draws itself (a route change) has the app started from its first render: the address's
  // choice from that render on, so the query string below is never written from the fresh state.
  const [state, dispatch] = useReducer(bookingFormReducer, restored, (started) =>
    started ? startingState(new URLSearchParams(address.search()), fieldValues(null), false, BOOKING_RULES) : INITIAL_STATE,
  );
  const form = useRef<HTMLFormElement>(null);
  const terms = useRef<HTMLInputElement>(null);

  /** The choice as the address and the form hold it: what the app takes over as it starts. */
  const readPage = () => startingState(new URLSearchParams(address.search()), fieldValues(form.current), terms.current?.checked ?? false, BOOKING_RULES);

  // Once, as the app takes the form over: a layout effect, so the render that first draws the app's form
  // (useHydrated turning true) already holds what the page held, and no field is ever written with less.
  useLayoutEffect(() => {
    dispatch({ kind: "restore", state: readPage() });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!restored) return;
    const search = formSearch(state, BOOKING_RULES);
    if (search !== address.search().replace(/^\?/, "")) address.replaceSearch(search ? `?${search}` : "");
  }, [restored, state, address]);

  /**
   * The state to act on now. A tap can land in the moment between the app's start and its reading of
   * the page (the effect above): then the page is read here, or a visitor who ticked the terms before
   * the app started would be told to agree to them.
   */
  const current = () => (restored ? state : readPage());

  return { state, current, dispatch, restored, form, terms };
}

/**
 * The Service Details form. In the prerendered HTML it is a plain GET form to the booking calendar, so it
 * works before the app starts and without JavaScript (the calendar checks the query). Once the app runs
 * (useBookingForm) it shows only the fields the choice needs, the live quote, and the brief's toasts on
 * Continue. The first render matches the prerendered HTML; the address and the form are read after hydration.
 * The hand-off (for the custom-quote combination) and the postcode check are other features: the page's
 * route passes them in.
 */
export function BookingForm({ HandOff, postcodeCheck }: { HandOff: HandOffView; postcodeCheck: PostcodeCheckSlot }) {
  const { state, current, dispatch, restored, form, terms } = useBookingForm();
  // The state as the choice last changed, the same object while no field of the choice changes (its query, extras
  // and cars included, is the key), so the parts that show the choice (BookingFormParts.tsx) skip a tick of the terms
  // and the restore of an untouched form, whose list of extras is a new one. The terms are not the choice's.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const choice: BookingChoice = useMemo(() => state, [bookingQuery(state)]);
  const showToast = useToast();
  const shown = restored ? visibleFields(state, BOOKING_RULES) : EVERY_FIELD;
  // The page script's handle on the form (form-from-address.ts), only while its fields are the page's: from the
  // app's start they are React's alone, so the page script can't find the form the app has taken over or draws.
  const pageScriptHandle = restored ? {} : { [BOOKING_FORM_ATTRIBUTE]: "" };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = current();
    const problem = firstBookingProblem(choice, BOOKING_RULES);
    if (problem) {
      const toast = toasts[problem];
      showToast({ title: toast.title, description: toast.message, variant: "destructive" });
      return;
    }
    // A full page load, not a client-side navigation: the calendar page's own security policy is the
    // one that lets the scheduling provider's script in (scripts/build/security-headers.ts).
    window.location.assign(calendarHref(bookingQuery(choice)));
  };

  return (
    <form ref={form} className="booking-form" {...pageScriptHandle} method="get" action={PAGES.calendar.path} noValidate={restored} onSubmit={submit}>
      <ChoiceSelect field="location" value={choice.location} always dispatch={dispatch} />
      {shown.postcodeChecker && (
        <div className="booking-form__home">
          <Notice>{homeNotice}</Notice>
          {postcodeCheck(choice)}
        </div>
      )}
      <PackageFields choice={choice} shown={shown} dispatch={dispatch} />
      <ExtrasField state={choice} dispatch={dispatch} />
      <CarsField state={choice} dispatch={dispatch} />
      <Advice choice={choice} HandOff={HandOff} />
      <TermsCheckbox ref={terms} agreed={state.termsAgreed} onAgree={(agreed) => dispatch({ kind: "agreeToTerms", agreed })} />
      {/* Once the app runs, aria-disabled rather than disabled: the button stays reachable, and pressing it says why it can't continue. */}
      <button type="submit" className="button button--primary button--wide booking-form__continue" aria-disabled={restored ? !state.termsAgreed : undefined}>
        {continueLabel}
      </button>
    </form>
  );
}
