import type { TextField } from "../../schema/field-types.ts";
import { FigureList, useTextBox } from "./FigureList.tsx";
import { valueAt } from "../../schema/field-tree.ts";
import { useForm } from "../form-context.ts";
import { FieldFrame } from "./FieldFrame.tsx";

/** The input's type for each kind of text: the phone shows the keyboard that fits (and a date picker). */
const INPUT_TYPES: Record<NonNullable<TextField["input"]>, string> = { email: "email", url: "url", tel: "tel", date: "date", code: "text" };

/** One line of text. An optional one emptied is left out of the file; a required one emptied stays, for the check to ask for it. */
export function TextInput({ field }: { field: TextField }) {
  const { values } = useForm();
  const value = valueAt(values, field.path);
  const code = field.input === "code";
  // A text the page fills in shows its figures in the owner's words (template-words.ts), and keeps them as the file does.
  const { box, shown, change } = useTextBox<HTMLInputElement>(field);
  const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
  return (
    <FieldFrame field={field}>
      {(parts) => (
        <>
          <input
            ref={box}
            id={parts.id}
            className="form-field__input"
            type={field.input ? INPUT_TYPES[field.input] : "text"}
            value={shown(text)}
            aria-required={field.required || undefined}
            {...(code ? { autoCapitalize: "none", autoCorrect: "off", spellCheck: false } : {})}
            {...parts.described}
            onChange={(event) => change(event.target.value)}
          />
          {field.template ? <FigureList template={field.template} box={box} onPut={change} /> : null}
        </>
      )}
    </FieldFrame>
  );
}
