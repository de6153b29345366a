/**
 * Under the Pricing page's form, above Save: what the same save changes in the other files (use-package-change.ts), and
 * their questions, in the owner's words: a new package's savings (per wash with monthly loyalty, and on each pack), a
 * retired package's row taken out, the custom quote's package (wash type, vehicle size) when it was retired, and the
 * booking types to create in the scheduling service for a new or renamed package; after the save, those still to
 * create (BookingTypesToDo.tsx).
 */
import { useId, useState } from "react";
import { fieldInWords, type ContentProblem } from "../../content/problem.ts";
import { contentFilePath } from "../../content/names.ts";
import { isPlainObject, setValueAt } from "../schema/field-tree.ts";
import { newBookingTypes } from "./booking-types.ts";
import { BookingTypesToDo } from "./BookingTypesToDo.tsx";
import type { PackageChange } from "./use-package-change.ts";
import "./package-change.css";

type Plain = Record<string, unknown>;
const asPlain = (value: unknown): Plain => (isPlainObject(value) ? value : {});
const entries = (value: unknown, key: string): Plain[] => (Array.isArray(asPlain(value)[key]) ? (asPlain(value)[key] as unknown[]).map(asPlain) : []);

/** The name a code has on the Pricing page (now, or as read for one retired), or the code itself. */
const nameIn = (pricing: unknown[], list: string, code: string) =>
  pricing.flatMap((values) => entries(values, list)).find((entry) => entry.id === code)?.name ?? code;

/** What the custom quote names, by the list on the Pricing page it comes from, and the words for one of them. */
const QUOTE_FIELDS = [
  ["tier", "tiers", "package"],
  ["wash", "washTypes", "wash type"],
  ["size", "vehicleSizes", "vehicle size"],
] as const;

interface PackageChangePanelProps {
  packageChange: PackageChange;
  /** The Pricing page's values now, and as read. */
  pricing: unknown;
  pricingAsRead: unknown;
  /** The check's problems, every file's (the followers' shown at their questions). */
  problems: readonly ContentProblem[];
}

/** A whole number of pounds, typed key by key: the box keeps what was typed, the file gets the number. */
function PoundsBox({
  label,
  value,
  problems,
  onChange,
}: {
  label: string;
  value: unknown;
  problems: readonly ContentProblem[];
  onChange: (value: number | undefined) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(value === undefined ? "" : String(value));
  const messages = [...new Set(problems.map((problem) => problem.message))];
  return (
    <div className={messages.length > 0 ? "form-field form-field--invalid" : "form-field"}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {messages.length > 0 ? (
        <div id={`${id}-problem`} className="form-field__problems">
          {messages.map((message) => (
            <p key={message} className="form-field__problem">
              <span className="visually-hidden">Problem: </span>
              {message}
            </p>
          ))}
        </div>
      ) : null}
      <input
        id={id}
        className="form-field__input form-field__number"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={typed}
        aria-required
        {...(messages.length > 0 ? { "aria-describedby": `${id}-problem`, "aria-invalid": true } : {})}
        onChange={(event) => {
          setTyped(event.target.value);
          const number = Number(event.target.value);
          onChange(event.target.value.trim() === "" || !Number.isFinite(number) ? undefined : number);
        }}
      />
    </div>
  );
}

export function PackageChangePanel(props: PackageChangePanelProps) {
  return (
    <>
      <AlsoChanged {...props} />
      <BookingTypesToDo paths={props.packageChange.toCreate} onMade={props.packageChange.bookingTypesMade} />
    </>
  );
}

function AlsoChanged({ packageChange, pricing, pricingAsRead, problems }: PackageChangePanelProps) {
  const { savings, booking } = packageChange.followers;
  if (!packageChange.active || !savings || !booking) return null;
  const headingId = "together-heading";
  const savingsFile = contentFilePath("savings");
  const table = String(asPlain(savings.values).heading ?? "Savings");
  const savingsAsRead = new Set(entries(packageChange.asRead("savings"), "rows").map((row) => row.tier));
  const rows = entries(savings.values, "rows");
  const tierName = (code: string) => String(nameIn([pricing, pricingAsRead], "tiers", code));
  const problemsAt = (file: string, path: (string | number)[]) => problems.filter((problem) => problem.file === file && problem.field === fieldInWords(path));
  const retired = [...savingsAsRead].map(String).filter((tier) => !rows.some((row) => row.tier === tier));
  const quote = asPlain(asPlain(booking.values).customQuote);
  const quoteQuestions = QUOTE_FIELDS.filter(([field, list]) => !entries(pricing, list).some((entry) => entry.id === quote[field]));
  const toCreate = newBookingTypes(pricingAsRead, pricing, booking.values);
  const saveAnswer = (path: (string | number)[], value: unknown) => packageChange.answer("savings", setValueAt(savings.values, path, value));
  const asked = rows.map((row, i) => [row, i] as const).filter(([row]) => !savingsAsRead.has(row.tier));
  if (asked.length === 0 && retired.length === 0 && quoteQuestions.length === 0 && toCreate.length === 0) return null;

  return (
    <section className="editor-together" aria-labelledby={headingId}>
      <h2 id={headingId}>Also changed with this save</h2>
      {asked.map(([row, i]) => (
        <fieldset key={i} className="editor-together__group">
          <legend className="form-group__legend">
            {table}: {tierName(String(row.tier))}
          </legend>
          <PoundsBox
            label={`Saving per wash with a monthly re-booking (£)`}
            value={row.monthlyLoyalty}
            problems={problemsAt(savingsFile, ["rows", i, "monthlyLoyalty"])}
            onChange={(value) => saveAnswer(["rows", i, "monthlyLoyalty"], value)}
          />
          {entries(row, "packs").map((pack, j) => (
            <PoundsBox
              key={j}
              label={`Saving on the ${String(pack.blocks)}-wash pack (£)`}
              value={pack.save}
              problems={problemsAt(savingsFile, ["rows", i, "packs", j, "save"])}
              onChange={(value) => saveAnswer(["rows", i, "packs", j, "save"], value)}
            />
          ))}
        </fieldset>
      ))}
      {retired.length > 0 ? (
        <p>
          {table}: the row for {retired.map(tierName).join(" and ")} is taken out.
        </p>
      ) : null}
      {quoteQuestions.map(([field, list, what]) => {
        const was = String(asPlain(asPlain(packageChange.asRead("booking")).customQuote)[field] ?? "");
        return (
          <div key={field} className="form-field">
            <label htmlFor={`together-quote-${field}`} className="form-field__label">
              The custom quote warning on the booking form was for the {what} {String(nameIn([pricing, pricingAsRead], list, was))}. Which {what} brings it up
              now?
            </label>
            <select
              id={`together-quote-${field}`}
              className="form-field__input form-field__select"
              value={String(quote[field] ?? "")}
              onChange={(event) => packageChange.answer("booking", setValueAt(booking.values, ["customQuote", field], event.target.value))}
            >
              <option value="">Choose one</option>
              {entries(pricing, list).map((entry) => (
                <option key={String(entry.id)} value={String(entry.id)}>
                  {String(entry.name ?? entry.id)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      {toCreate.length > 0 ? (
        <div className="editor-together__todo">
          <p>Once saved, create these booking types in your scheduling service, so the calendar can book them:</p>
          <ul>
            {toCreate.map((path) => (
              <li key={path}>
                <code>{path}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
