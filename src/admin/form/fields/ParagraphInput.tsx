import type { ParagraphField } from "../../schema/field-types.ts";
import { FigureList, useTextBox } from "./FigureList.tsx";
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
  const { values } = useForm();
  const raw = valueAt(values, field.path);
  // A text the page fills in shows its figures in the owner's words (template-words.ts), and keeps them as the file does.
  const { box, shown, change } = useTextBox<HTMLTextAreaElement>(field);
  const value = typeof raw === "string" ? shown(raw) : "";
  return (
    <FieldFrame field={field}>
      {(parts) => (
        <>
          <textarea
            ref={box}
            id={parts.id}
            className="form-field__input form-field__paragraph"
            rows={paragraphRows(value)}
            value={value}
            aria-required={field.required || undefined}
            {...parts.described}
            onChange={(event) => change(event.target.value)}
          />
          {field.template ? <FigureList template={field.template} box={box} onPut={change} /> : null}
        </>
      )}
    </FieldFrame>
  );
}
