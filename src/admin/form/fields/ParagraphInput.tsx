import type { ParagraphField } from "../../schema/field-types.ts";
import { valueAt } from "../../schema/field-tree.ts";
import { useForm } from "../form-context.ts";
import { FieldFrame } from "./FieldFrame.tsx";

/**
 * Rows for a text, where the browser can't size the box to its text itself (CSS field-sizing, in
 * form.css): about a line per 40 characters on a phone, at least 3, at most 15 (then it scrolls).
 */
const paragraphRows = (text: string) =>
  Math.min(
    15,
    Math.max(
      3,
      text.split("\n").reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / 40)), 0),
    ),
  );

/** Text that may run to several lines, in a box that grows with it. */
export function ParagraphInput({ field }: { field: ParagraphField }) {
  const { values, setValue } = useForm();
  const raw = valueAt(values, field.path);
  const value = typeof raw === "string" ? raw : "";
  return (
    <FieldFrame field={field}>
      {(parts) => (
        <textarea
          id={parts.id}
          className="form-field__input form-field__paragraph"
          rows={paragraphRows(value)}
          value={value}
          aria-required={field.required || undefined}
          {...parts.described}
          onChange={(event) => setValue(field.path, event.target.value === "" && !field.required ? undefined : event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
