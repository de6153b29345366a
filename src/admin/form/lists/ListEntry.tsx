import { Fragment, useState, type ReactNode } from "react";
import { entryInWords } from "./entry-controls.ts";
import { EntryContext } from "./entry-context.ts";
import type { FormField } from "../../schema/field-types.ts";
import { fieldId, useForm } from "../form-context.ts";
import { HintAndProblems, useFieldParts } from "../fields/FieldFrame.tsx";

/** The element ids of an entry's buttons, and of where the focus goes when the entry takes another's place. */
export const entryControlId = (entryId: string, control: "up" | "down" | "remove" | "focus") => `${entryId}-${control}`;

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
  onMove(by: -1 | 1): void;
  onRemove(): void;
  renderField(field: FormField): ReactNode;
  /** On a list the page shows as cards: the lines the entry's card shows under its name, as the page shows them. */
  cardLines?: readonly string[];
}

function EntryActions({ id, name, first, last, removable, onMove, onRemove }: { id: string } & ListEntryProps) {
  const hidden = <span className="visually-hidden">{entryInWords(name)}</span>;
  return (
    <div className="form-entry__actions">
      <button id={entryControlId(id, "up")} type="button" className="button form-entry__button" disabled={first} onClick={() => onMove(-1)}>
        Move up{hidden}
      </button>
      <button id={entryControlId(id, "down")} type="button" className="button form-entry__button" disabled={last} onClick={() => onMove(1)}>
        Move down{hidden}
      </button>
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
              {field.fields.map((child) => (
                <Fragment key={child.key}>{renderField(child)}</Fragment>
              ))}
            </EntryContext.Provider>
            <EntryActions id={parts.id} {...props} />
          </div>
        ) : null}
      </details>
    </li>
  );
}
