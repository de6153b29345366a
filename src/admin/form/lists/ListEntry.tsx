import { useState, type ReactNode } from "react";
import { entryInWords, type EntryAction } from "./entry-controls.ts";
import { EntryContext } from "./entry-context.ts";
import type { FormField } from "../../schema/field-types.ts";
import { fieldId, useForm } from "../form-context.ts";
import { HintAndProblems, useFieldParts } from "../fields/FieldFrame.tsx";
import { FieldList } from "../fields/FieldList.tsx";

/** The element ids of an entry's buttons, and of where the focus goes when the entry takes another's place. */
export const entryControlId = (entryId: string, control: EntryMove | "remove" | "focus") => `${entryId}-${control}`;

/** Where an entry's move buttons send it. */
export type EntryMove = "top" | "up" | "down" | "bottom";

interface ListEntryProps {
  /** The entry's field: a group for entries of several values, else the one value's. */
  field: FormField;
  /** What names the entry: its summary ("How long does it take?"), or "Paragraph 2". */
  name: string;
  first: boolean;
  last: boolean;
  /** False while the list has the fewest entries it may. */
  removable: boolean;
  open: boolean;
  onToggle(open: boolean): void;
  onMove(to: EntryMove): void;
  onRemove(): void;
  renderField(field: FormField): ReactNode;
  /** On a list the page shows as cards: the lines the entry's card shows under its name, as the page shows them. */
  cardLines?: readonly string[];
}

/** The move buttons, in the order they show: to the top and up are off at the top, down and to the bottom at the bottom. */
const MOVES: readonly { move: EntryMove; action: EntryAction }[] = [
  { move: "top", action: "Move to top" },
  { move: "up", action: "Move up" },
  { move: "down", action: "Move down" },
  { move: "bottom", action: "Move to bottom" },
];

function EntryActions({ id, name, first, last, removable, onMove, onRemove }: { id: string } & ListEntryProps) {
  const hidden = <span className="visually-hidden">{entryInWords(name)}</span>;
  return (
    <div className="form-entry__actions">
      {MOVES.map(({ move, action }) => (
        <button
          key={move}
          id={entryControlId(id, move)}
          type="button"
          className="button form-entry__button"
          disabled={move === "top" || move === "up" ? first : last}
          onClick={() => onMove(move)}
        >
          {action}
          {hidden}
        </button>
      ))}
      <button id={entryControlId(id, "remove")} type="button" className="button form-entry__button" disabled={!removable} onClick={onRemove}>
        Remove{hidden}
      </button>
    </div>
  );
}

/**
 * One entry of a list. An entry of several values folds under its name (a <details>, which works by
 * keyboard and says whether it is open); a single value (a paragraph of an answer) shows as it is.
 */
export function ListEntry(props: ListEntryProps) {
  const { field, name, open, onToggle, renderField } = props;
  const { hasProblemsUnder } = useForm();
  const parts = useFieldParts(field);
  const [drawn, setDrawn] = useState(open);
  if (field.kind !== "group") {
    // The focus goes to the value itself when this entry takes another's place.
    return (
      <li className="form-entry form-entry--single">
        {renderField({ ...field, label: name })}
        <EntryActions id={parts.id} {...props} />
      </li>
    );
  }
  const flagged = hasProblemsUnder(field.path);
  // A folded entry's fields are drawn once it first opens (or holds a problem, which the problems' links open onto):
  // a long list costs nothing until then. Once drawn they stay, folded or not, with whatever they hold.
  if ((open || flagged) && !drawn) setDrawn(true);
  return (
    <li className="form-entry">
      <details id={fieldId(field.path)} className="form-entry__details" open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
        <summary id={entryControlId(parts.id, "focus")} className="form-entry__summary">
          <span>
            {name}
            {flagged && <span className="form-entry__flag"> – needs a fix</span>}
          </span>
          {props.cardLines?.map((line, index) => (
            <span key={index} className="form-entry__card-line">
              {line}
            </span>
          ))}
        </summary>
        {drawn ? (
          <div className="form-entry__body">
            <HintAndProblems field={{ ...field, hint: undefined }} parts={parts} />
            <EntryContext.Provider value={name}>
              <FieldList fields={field.fields} renderField={renderField} />
            </EntryContext.Provider>
            <EntryActions id={parts.id} {...props} />
          </div>
        ) : null}
      </details>
    </li>
  );
}
