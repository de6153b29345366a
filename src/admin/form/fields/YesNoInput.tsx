import type { YesNoField } from "../../schema/field-types.ts";
import { valueAt } from "../../schema/field-tree.ts";
import { useForm } from "../form-context.ts";
import { HintAndProblems, useFieldParts } from "./FieldFrame.tsx";

/** Yes or no: a real checkbox, which the Tab key reaches and the space bar ticks, with its label beside it. */
export function YesNoInput({ field }: { field: YesNoField }) {
  const { values, setValue } = useForm();
  const parts = useFieldParts(field);
  return (
    <div className={parts.problems.length > 0 ? "form-field form-field--invalid" : "form-field"}>
      <div className="form-field__check">
        <input
          id={parts.id}
          className="form-field__checkbox"
          type="checkbox"
          checked={valueAt(values, field.path) === true}
          {...parts.described}
          onChange={(event) => setValue(field.path, event.target.checked)}
        />
        <label htmlFor={parts.id} className="form-field__label">
          {field.label}
        </label>
      </div>
      <HintAndProblems field={field} parts={parts} />
    </div>
  );
}
