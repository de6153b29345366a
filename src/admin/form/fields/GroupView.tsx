import type { ReactNode } from "react";
import type { CodeTableField, GroupField } from "../../schema/field-types.ts";
import { HintAndProblems, OptionalMark, useFieldParts } from "./FieldFrame.tsx";

/** Values that belong together (or a table's codes), under their name: a fieldset, so each control is heard with it. */
export function GroupView({ field, children }: { field: GroupField | CodeTableField; children: ReactNode }) {
  const parts = useFieldParts(field);
  return (
    <fieldset
      id={parts.id}
      className={parts.problems.length > 0 ? "form-group form-field--invalid" : "form-group"}
      aria-describedby={parts.described["aria-describedby"]}
    >
      <legend className="form-group__legend">
        {field.label}
        <OptionalMark field={field} />
      </legend>
      <HintAndProblems field={field} parts={parts} />
      {children}
    </fieldset>
  );
}
