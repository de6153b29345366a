import { useState } from "react";
import type { NumberField } from "../../schema/field-types.ts";
import { valueAt } from "../../schema/field-tree.ts";
import { useForm } from "../form-context.ts";
import { FieldFrame } from "./FieldFrame.tsx";

/** What the box shows for a value: the number, or what it holds if that isn't one (the check says what is wrong). */
const shown = (value: unknown) => (value === undefined || value === null ? "" : String(value));

interface NumberBoxProps {
  field: NumberField;
  id: string;
  /** Its hint and problems as its description, and whether the check refuses its value. */
  described: { "aria-describedby"?: string; "aria-invalid"?: true };
  /** Its name where no label names it (a cell of a grid: "Gold, Hatchback"). */
  name?: string;
}

/**
 * A number, in a box whose keyboard on a phone is digits. The owner's typing is kept as typed (a half-typed
 * "4." stays); the file gets the number it reads as, or nothing while the box is empty (the box stays, asking for it).
 */
export function NumberBox({ field, id, described, name }: NumberBoxProps) {
  const { values, setValue } = useForm();
  const value = valueAt(values, field.path);
  const [typed, setTyped] = useState(() => shown(value));
  // A value set from elsewhere (a draft restored, a conflict merged) replaces what was typed.
  const reads = typed.trim() === "" ? undefined : Number(typed);
  const text = reads === value || (reads === undefined && value === undefined) ? typed : shown(value);
  return (
    <input
      id={id}
      className="form-field__input form-field__number"
      type="number"
      inputMode={field.step === 1 ? "numeric" : "decimal"}
      min={field.min}
      max={field.max}
      step={field.step}
      value={text}
      aria-label={name}
      aria-required={field.required || undefined}
      {...described}
      onChange={(event) => {
        const now = event.target.value;
        setTyped(now);
        const number = Number(now);
        setValue(field.path, now.trim() === "" || !Number.isFinite(number) ? undefined : number);
      }}
    />
  );
}

/** A number field: its label, hint and problems, and its box. */
export function NumberInput({ field }: { field: NumberField }) {
  return <FieldFrame field={field}>{(parts) => <NumberBox field={field} id={parts.id} described={parts.described} />}</FieldFrame>;
}
