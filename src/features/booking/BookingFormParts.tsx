import { Suspense, memo, type RefObject } from "react";
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
 * part ticked, not the whole form (issue 58). The parts of selects and words only sit in Suspense boundaries:
 * React hydrates them after the form, in slices that let a tap through, and at once the one a tap lands in. A
 * tick box or a text field is never in one: React would take over the box after the browser had ticked it and
 * miss the change, so those are hydrated with the form, which reads the page as it starts.
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

/** Hydrated in its own slice, after the form around it (selective hydration); renders no element. */
export const Slice = Suspense;

/** One of the choice's selects; the field's own placeholder unless `always` (a field that always has a value). */
export const ChoiceSelect = memo(function ChoiceSelect({
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
    <Slice fallback={null}>
      <SelectField
        label={fields[field].label}
        name={field}
        value={value}
        placeholder={always ? undefined : fields.placeholder}
        options={OPTIONS[field]}
        onChange={(chosen) => dispatch({ kind: "choose", field, value: chosen })}
      />
    </Slice>
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
export const Advice = memo(function Advice({ choice, HandOff }: { choice: BookingChoice; HandOff: HandOffView }) {
  const isCustomQuote = choice.tier === customQuote.tier && choice.wash === customQuote.wash && choice.size === customQuote.size;
  return (
    <Slice fallback={null}>
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
    </Slice>
  );
});

/** The terms checkbox. No name: the agreement is checked here, not sent to the calendar. Required for the browser's own check before the app starts. */
export function TermsCheckbox({ agreed, onAgree, ref }: { agreed: boolean; onAgree: (agreed: boolean) => void; ref: RefObject<HTMLInputElement | null> }) {
  return (
    <div className="checkbox">
      <input ref={ref} id="booking-terms" type="checkbox" required checked={agreed} onChange={(event) => onAgree(event.target.checked)} />
      <label htmlFor="booking-terms">
        {termsWords.before} <a href={termsWords.href}>{termsWords.linkLabel}</a>
      </label>
    </div>
  );
}
