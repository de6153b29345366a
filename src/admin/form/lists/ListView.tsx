import { useContext, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { photoFilePath } from "../../photos/photo-names.ts";
import { addInWords, movedInWords } from "./entry-controls.ts";
import { EntryContext } from "./entry-context.ts";
import type { FormField, ListField } from "../../schema/field-types.ts";
import { emptyValue, entryField, entryName, isPlainObject, setValueAt, valueAt } from "../../schema/field-tree.ts";
import { shownText } from "../../schema/template-words.ts";
import { fieldId, useForm } from "../form-context.ts";
import { HintAndProblems, OptionalMark, useFieldParts } from "../fields/FieldFrame.tsx";
import { ListEntry, entryControlId, type EntryMove } from "./ListEntry.tsx";
import { namesPhoto, photosIn } from "../../photos/photo-values.ts";
import { movedEntry, useEntryKeys } from "./use-entry-keys.ts";

/** The first control inside an element: where the owner types next. */
const firstControl = (element: HTMLElement | null) => element?.querySelector<HTMLElement>("input, textarea, select");

/** A text as the form shows it: a figure it quotes as what it becomes (template-words.ts). */
const shownAs = (field: FormField | undefined, text: string) => (field?.template ? shownText(text, field.template) : text);

/** What an entry's card shows under its name: the card's other values as the page shows them (a list's items joined). */
function cardLines(field: ListField, entry: unknown): string[] {
  if (!isPlainObject(entry)) return [];
  const fields = field.item.kind === "group" ? field.item.fields : [];
  return (field.card ?? [])
    .filter((key) => key !== field.summaryKey)
    .map((key) => {
      const [value, shown] = [entry[key], fields.find((child) => child.key === key)];
      if (Array.isArray(value))
        return value
          .filter((item) => typeof item === "string")
          .map((item) => shownAs(shown?.kind === "list" ? shown.item : shown, item))
          .join(", ");
      return typeof value === "string" ? shownAs(shown, value) : "";
    })
    .filter((line) => line.trim() !== "");
}

/**
 * A list the owner adds to, reorders and shortens: each entry folded under its name (or, for single
 * values, shown as it is; on a list the page shows as cards, as a card with the values the page's card shows) with its Move to top, Move up, Move down, Move to bottom and Remove buttons; an add button below. After each,
 * the focus stays with the entry (or goes to the new one) so a keyboard or screen reader keeps its place.
 */
export function ListView({ field, renderField }: { field: ListField; renderField: (field: FormField) => ReactNode }) {
  const { values, setValue, reportPhotos } = useForm();
  const parts = useFieldParts(field);
  const inEntry = useContext(EntryContext);
  const raw = valueAt(values, field.path);
  const entries = Array.isArray(raw) ? raw : [];
  const keys = useEntryKeys(entries.length);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  // Where the last moved entry went, for a screen reader: the focus stays on a button, which doesn't say it.
  const [moved, setMoved] = useState("");
  const focusNext = useRef<() => HTMLElement | null | undefined>(undefined);
  /**
   * An entry added, moved or taken out is drawn as a transition, a part at a time: the tap is answered at the next
   * paint (the list marked busy) however much the change brings with it (on the Pricing page, a package's prices,
   * the files that follow it, the page). Another of the list's buttons waits until it is drawn: it would act on the
   * list as it was.
   */
  const [changing, startChange] = useTransition();
  const inTurn = (action: () => void) => {
    if (!changing) startChange(action);
  };
  // Right after the DOM changes, before the browser paints: a moved entry's pressed button may just have been
  // disabled (it reached the end), and the browser drops the focus from a disabled button at its next update.
  useLayoutEffect(() => {
    const target = focusNext.current?.();
    if (target) {
      focusNext.current = undefined;
      target.focus();
    }
  });

  const entryId = (at: number) => fieldId(entryField(field, at).path);
  const toggle = (key: string, isOpen: boolean) =>
    setOpen((now) => (now.has(key) === isOpen ? now : new Set(isOpen ? [...now, key] : [...now].filter((other) => other !== key))));

  const move = (from: number, where: EntryMove) =>
    inTurn(() => {
      const last = entries.length - 1;
      const to = { top: 0, up: from - 1, down: from + 1, bottom: last }[where];
      keys.move(from, to);
      setValue(field.path, movedEntry(entries, from, to));
      setMoved(movedInWords(entryName(field, entries[from], to), to, entries.length));
      // The same button, unless the entry reached the end it was moving to: then the nearest one still on.
      const action: EntryMove = to === 0 ? "down" : to === last ? "up" : where;
      focusNext.current = () => document.getElementById(entryControlId(entryId(to), action));
    });

  const remove = (at: number) =>
    inTurn(() => {
      const left = entries.filter((_, i) => i !== at);
      keys.remove(at);
      setValue(field.path, left);
      const orphans = photosIn(entryField(field, at), entries[at]).filter((photo) => !namesPhoto(setValueAt(values, field.path, left), photo));
      if (orphans.length > 0) reportPhotos({ add: [], remove: orphans.map(photoFilePath) });
      // The entry that took its place, else the one before, else the add button.
      const next = Math.min(at, left.length - 1);
      focusNext.current = () =>
        next >= 0
          ? (document.getElementById(entryControlId(entryId(next), "focus")) ?? document.getElementById(entryId(next)))
          : document.getElementById(`${parts.id}-add`);
    });

  const add = () =>
    inTurn(() => {
      const at = entries.length;
      const key = keys.add();
      setValue(field.path, [...entries, emptyValue(field.item)]);
      toggle(key, true);
      focusNext.current = () => firstControl(document.getElementById(entryId(at)));
    });

  const full = field.max !== undefined && entries.length >= field.max;
  const atLeast = field.min ?? 0;
  return (
    <fieldset
      id={parts.id}
      className={field.card ? "form-list form-list--cards" : "form-list"}
      aria-describedby={parts.described["aria-describedby"]}
      aria-busy={changing || undefined}
    >
      <legend className="form-group__legend">
        {field.label}
        <OptionalMark field={field} />
      </legend>
      <HintAndProblems field={field} parts={parts} />
      {entries.length > 0 && (
        <ol className="form-list__entries">
          {entries.map((entry, at) => {
            const key = keys.keys[at];
            return (
              <ListEntry
                key={key}
                field={entryField(field, at)}
                name={entryName(field, entry, at)}
                first={at === 0}
                last={at === entries.length - 1}
                removable={entries.length > atLeast}
                open={open.has(key)}
                onToggle={(isOpen) => toggle(key, isOpen)}
                onMove={(where) => move(at, where)}
                onRemove={() => remove(at)}
                renderField={renderField}
                cardLines={field.card ? cardLines(field, entry) : undefined}
              />
            );
          })}
        </ol>
      )}
      <button id={`${parts.id}-add`} type="button" className="button form-list__add" disabled={full} onClick={add}>
        Add {field.singular}
        {inEntry && <span className="visually-hidden">{addInWords(inEntry)}</span>}
      </button>
      {full && <p className="form-field__hint">This list is full: it takes at most {field.max}.</p>}
      <p className="visually-hidden" aria-live="polite">
        {moved}
      </p>
    </fieldset>
  );
}
