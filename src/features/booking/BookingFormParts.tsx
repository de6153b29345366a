import { Suspense, memo, useLayoutEffect, useRef, type ComponentType, type RefObject } from "react";
import customQuote from "virtual:content/booking/customQuote";
import { BOOKING_FIELDS as fields } from "../../domain/booking-fields";
import termsWords from "virtual:content/booking/terms";
import { SelectField } from "../../components/ui/SelectField";
import { Warning } from "../../components/ui/Warning";
import { contactSearch, type BookingChoice } from "../../lib/booking-selection";
import { asSelectOptions } from "../../domain/booking-options";
import type { HandOffView } from "../../domain/choice-views";
import type { BookingAction, BookingField, visibleFields } from "./booking-form-state";
import { LiveQuote } from "./LiveQuote";

/*
 * The form's parts, each redrawn only when what it shows changes (memo, with props that keep their identity: the
 * choice without the terms, the reducer's dispatch, the option lists made once here), so a tick redraws the
 * part ticked, not the whole form (issue 58). The parts sit in Suspense boundaries: React hydrates them after
 * the form, in slices that let a tap through, and at once the one a tap lands in. React takes a tick box over
 * after the browser has ticked it and sees no change, so a slice of tick boxes reads its boxes as it hydrates
 * (useTicksBeforeSlice). The postcode box is hydrated with the form: its slice would start after the form has
 * written the address, without the postcode a link asked to check.
 */

export type Dispatch = (action: BookingAction) => void;

/** Each select's options, built once as the module loads rather than in every render. */
const OPTIONS = {
  location: asSelectOptions(fields.location.options, (option) => option.checksPostcode),
  type: asSelectOptions(fields.type.options, (option) => option.choosesPack),
  blocks: asSelectOptions(fields.blocks.options),
  tier: asSelectOptions(fields.tier.options),
  wash: asSelectOptions(fields.wash.options),
  size: asSelectOptions(fields.size.options),
};

/** A part hydrated in a slice of its own, after the form around it (selective hydration), and redrawn only when its props change. */
export const sliced = <P extends object>(Part: ComponentType<P>) =>
  memo(function Sliced(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });

/** One of the choice's selects; the field's own placeholder unless `always` (a field that always has a value). */
export const ChoiceSelect = sliced(function ChoiceSelect({
  field,
  value,
  always,
  dispatch,
}: {
  field: Exclude<BookingField, "extras" | "cars">;
  value: string;
  always?: boolean;
  dispatch: Dispatch;
}) {
  return (
    <SelectField
      label={fields[field].label}
      name={field}
      value={value}
      placeholder={always ? undefined : fields.placeholder}
      options={OPTIONS[field]}
      onChange={(chosen) => dispatch({ kind: "choose", field, value: chosen })}
    />
  );
});

/**
 * The package: booking type, block size, tier, wash type and vehicle size. A new type clears the block size
 * and a new tier the wash type: each gets a new <select> (key), because WebKit fires no change event when a
 * visitor picks the option that was last picked before the form cleared it, so Safari would show the choice
 * while the form never saw it.
 */
export function PackageFields({ choice, shown, dispatch }: { choice: BookingChoice; shown: ReturnType<typeof visibleFields>; dispatch: Dispatch }) {
  return (
    <>
      <ChoiceSelect field="type" value={choice.type} always dispatch={dispatch} />
      {shown.blocks && (
        <div className="booking-form__blocks">
          <ChoiceSelect key={choice.type} field="blocks" value={choice.blocks} dispatch={dispatch} />
        </div>
      )}
      <ChoiceSelect field="tier" value={choice.tier} dispatch={dispatch} />
      {shown.wash && (
        <div className="booking-form__wash">
          <ChoiceSelect key={choice.tier} field="wash" value={choice.wash} dispatch={dispatch} />
        </div>
      )}
      {shown.size && (
        <div className="booking-form__size">
          <ChoiceSelect field="size" value={choice.size} dispatch={dispatch} />
        </div>
      )}
    </>
  );
}

/** The custom-quote warning (read out as it appears) and the live quote, then the hand-off for a custom quote. */
export const Advice = sliced(function Advice({ choice, HandOff }: { choice: BookingChoice; HandOff: HandOffView }) {
  const isCustomQuote = choice.tier === customQuote.tier && choice.wash === customQuote.wash && choice.size === customQuote.size;
  return (
    <>
      <div aria-live="polite" className="booking-form__advice">
        {isCustomQuote && (
          <Warning>
            {customQuote.message} <a href={`${customQuote.href}?${contactSearch(choice)}`}>{customQuote.linkLabel}</a>
          </Warning>
        )}
        <LiveQuote state={choice} />
      </div>
      {/* Outside the live region: the links are there to use, not to be read out with the warning. */}
      {isCustomQuote && <HandOff choice={choice} />}
    </>
  );
});

/**
 * As a slice hydrates, each enabled tick box under `ref` the visitor ticked or cleared before (the box against
 * what React drew, its defaultChecked), passed to `changed`: the tap that hydrates the slice is one of those.
 */
export function useTicksBeforeSlice<T extends HTMLElement>(changed: (box: HTMLInputElement) => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    for (const box of ref.current!.querySelectorAll("input")) if (!box.disabled && box.checked !== box.defaultChecked) changed(box);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** The terms box's id: the form reads it as the app starts, in whichever slice it is. */
export const TERMS_ID = "booking-terms";

/** The terms checkbox, in a slice. No name: the agreement is checked here, not sent to the calendar. Required for the browser's own check before the app starts. */
export const TermsCheckbox = sliced(function TermsCheckbox({ agreed, dispatch }: { agreed: boolean; dispatch: Dispatch }) {
  const onAgree = (agreed: boolean) => dispatch({ kind: "agreeToTerms", agreed });
  return (
    <div ref={useTicksBeforeSlice<HTMLDivElement>((box) => onAgree(box.checked))} className="checkbox">
      <input id={TERMS_ID} type="checkbox" required checked={agreed} onChange={(event) => onAgree(event.target.checked)} />
      <label htmlFor={TERMS_ID}>
        {termsWords.before} <a href={termsWords.href}>{termsWords.linkLabel}</a>
      </label>
    </div>
  );
});
