import { useId, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import booking from "virtual:content/booking";
import type { BookingChoice } from "../../lib/booking-selection";
import { contactSearch } from "../../lib/handoff";
import { HandOff } from "../handoff/HandOff";
import "./postcode.css";

type Result = "covered" | "surcharge" | "invalid" | "unavailable";
/** The answers that send the visitor to us: they get the hand-off with their choice and postcode. */
const HANDS_OFF: readonly Result[] = ["surcharge", "unavailable"];

const { postcode } = booking;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The coverage checker (docs/decisions.md, brief 4 and 8, decisions 5–8). The parser and the list are only
 * downloaded on the first check; the answer comes after the brief's delay, with a spinner and
 * aria-busy meanwhile, and is announced through a polite live region.
 */
export function PostcodeChecker({ choice }: { choice: BookingChoice }) {
  const id = useId();
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [checked, setChecked] = useState("");

  const check = async () => {
    if (busy) return;
    setBusy(true);
    setResult(null);
    const answer: Promise<{ result: Result; postcode: string }> = import("./check-postcode")
      .then(({ checkPostcode }) => checkPostcode(value, postcode.csvPath))
      .catch(() => ({ result: "unavailable" as const, postcode: "" }));
    const [outcome] = await Promise.all([answer, wait(postcode.delayMs)]);
    setResult(outcome.result);
    setChecked(outcome.postcode);
    setBusy(false);
  };

  // Enter in the postcode box checks the postcode rather than submitting the booking form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      void check();
    }
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
          aria-describedby={`${id}-hint`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button postcode-checker__button" aria-busy={busy} onClick={() => void check()}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {busy ? postcode.checkingLabel : postcode.checkLabel}
        </button>
      </div>
      <div role="status" aria-live="polite" className="postcode-checker__result" data-result={result ?? undefined}>
        {result === "unavailable" ? (
          <p>
            {postcode.results.unavailable} <Link to={`/contact?${contactSearch(choice, checked)}`}>{postcode.contactLinkLabel}</Link>
          </p>
        ) : (
          result && <p>{postcode.results[result]}</p>
        )}
      </div>
      {result && HANDS_OFF.includes(result) && <HandOff choice={choice} postcode={checked} />}
    </div>
  );
}
