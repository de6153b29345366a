import type { ChoiceField } from "../../schema/field-types.ts";
import { valueAt } from "../../schema/field-tree.ts";
import { useForm } from "../form-context.ts";
import { FieldFrame } from "./FieldFrame.tsx";

/** One of a fixed set of words: the phone's own picker (a native select). */
export function ChoiceInput({ field }: { field: ChoiceField }) {
  const { values, setValue } = useForm();
  const raw = valueAt(values, field.path);
  const value = raw === undefined || raw === null ? "" : String(raw);
  const known = field.options.includes(value);
  return (
    <FieldFrame field={field}>
      {(parts) => (
        <select
          id={parts.id}
          className="form-field__input form-field__select"
          value={value}
          aria-required={field.required || undefined}
          {...parts.described}
          onChange={(event) => setValue(field.path, event.target.value === "" ? undefined : event.target.value)}
        >
          {/* A value the list doesn't have (or none yet) shows as it is, for the check to explain. */}
          {!known && <option value={value}>{value === "" ? "Choose one" : value}</option>}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {field.labels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
