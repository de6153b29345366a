import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from "react";
import postcode from "virtual:content/booking/postcode";
import type { BookingChoice } from "../../lib/booking-selection";
import { contactSearch } from "../../lib/booking-selection";
import { contactHref } from "../../lib/links";
import { usePageAddress, type PageAddress } from "../../lib/page-address";
import type { HandOffView } from "../../domain/choice-views";
import { useHydrated } from "../../lib/use-hydrated";
import "./postcode.css";

type Result = "covered" | "surcharge" | "invalid" | "unavailable";
/** The answers that send the visitor to us: they get the hand-off with their choice and postcode. */
const HANDS_OFF: readonly Result[] = ["surcharge", "unavailable"];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The postcode box's name: a Check pressed before the app starts sends it, with the choice, to the page's own address. */
const POSTCODE_PARAM = "postcode";

/**
 * The check's state: what the box holds, whether a check is under way, and its answer (with the postcode as
 * the list writes it). The parser and the list are only downloaded on the first check; the answer comes
 * after the brief's delay. `started` (useHydrated) is false in the prerendered HTML and true once the app
 * has started; as it starts, the app reads the address and the box once: a postcode in the address is
 * checked, and whatever was typed before is kept (the box is the visitor's until then, React's after).
 */
function usePostcodeCheck(address: PageAddress, input: RefObject<HTMLInputElement | null>, prefetchHandOff: () => void) {
  const started = useHydrated();
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [checked, setChecked] = useState("");

  const check = async (text: string) => {
    if (busy) return;
    setBusy(true);
    setResult(null);
    // The answer may send the visitor to us: the hand-off's code comes during the check's delay.
    prefetchHandOff();
    const answer: Promise<{ result: Result; postcode: string }> = import("./check-postcode")
      .then(({ checkPostcode }) => checkPostcode(text, postcode.csvPath))
      .catch(() => ({ result: "unavailable" as const, postcode: "" }));
    const [outcome] = await Promise.all([answer, wait(postcode.delayMs)]);
    setResult(outcome.result);
    setChecked(outcome.postcode);
    setBusy(false);
  };

  // A layout effect: the render that first draws the app's box already holds what was typed.
  useLayoutEffect(() => {
    const asked = new URLSearchParams(address.search()).get(POSTCODE_PARAM) ?? "";
    const typed = input.current?.value ?? "";
    if (asked) {
      setValue(asked);
      void check(asked);
    } else if (typed) {
      setValue(typed);
    }
    // Once, when the app starts: later changes of the address are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { started, value, setValue, busy, result, checked, check };
}

/** The answer, announced through a polite live region; the hand-off follows for the answers that send the visitor to us. */
function CheckResult({ result, checked, choice, HandOff }: { result: Result | null; checked: string; choice: BookingChoice; HandOff: HandOffView }) {
  return (
    <>
      <div role="status" aria-live="polite" className="postcode-checker__result" data-result={result ?? undefined}>
        {result === "unavailable" ? (
          <p>
            {postcode.results.unavailable} <a href={contactHref(contactSearch(choice, checked))}>{postcode.contactLinkLabel}</a>
          </p>
        ) : (
          result && <p>{postcode.results[result]}</p>
        )}
      </div>
      {result && HANDS_OFF.includes(result) && <HandOff choice={choice} postcode={checked} />}
    </>
  );
}

interface PostcodeCheckerProps {
  choice: BookingChoice;
  /** Shown with the answers that send the visitor to us (the route passes features/handoff's). */
  HandOff: HandOffView;
  /** Starts fetching the hand-off's code as a check begins, so it arrives with the answer. */
  prefetchHandOff: () => void;
  /** The page's own path, where Check sends the form before the app starts. */
  pagePath: string;
}

/**
 * The coverage checker (docs/decisions.md, brief 4 and 8, decisions 5–8), with a spinner and aria-busy while
 * it checks (usePostcodeCheck).
 *
 * Before the app starts, Check is a submit button of the booking form aimed at this page's own address
 * (formaction): it reloads the page with the choice and the postcode in the query, and the app, once
 * started, fills the box from it and checks it. Whatever was typed before the app started is kept. With
 * JavaScript off the check can't run: postcode.css shows content's note and the contact link instead.
 */
export function PostcodeChecker({ choice, HandOff, prefetchHandOff, pagePath }: PostcodeCheckerProps) {
  const id = useId();
  const address = usePageAddress();
  const input = useRef<HTMLInputElement>(null);
  const { started, value, setValue, busy, result, checked, check } = usePostcodeCheck(address, input, prefetchHandOff);

  // Enter in the postcode box checks the postcode rather than submitting the booking form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && started) {
      event.preventDefault();
      void check(value);
    }
  };
  const onCheck = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    void check(value);
  };

  return (
    <div className="postcode-checker">
      <label className="field__label" htmlFor={`${id}-input`}>
        {postcode.label}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {postcode.hint}
      </p>
      <div className="postcode-checker__row">
        <input
          id={`${id}-input`}
          className="field__control postcode-checker__input"
          type="text"
          inputMode="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          name={POSTCODE_PARAM}
          aria-describedby={`${id}-hint`}
          ref={input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type={started ? "button" : "submit"}
          formAction={started ? undefined : pagePath}
          formNoValidate={!started}
          className="button postcode-checker__button"
          aria-busy={busy}
          onClick={onCheck}
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          {busy ? postcode.checkingLabel : postcode.checkLabel}
        </button>
      </div>
      <p className="postcode-checker__no-script">
        {postcode.noScript} <a href={contactHref()}>{postcode.contactLinkLabel}</a>
      </p>
      <CheckResult result={result} checked={checked} choice={choice} HandOff={HandOff} />
    </div>
  );
}
