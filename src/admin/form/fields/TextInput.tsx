import type { TextField } from "../../schema/field-types.ts";
import { valueAt } from "../../schema/field-tree.ts";
import { useForm } from "../form-context.ts";
import { FieldFrame } from "./FieldFrame.tsx";

/** The input's type for each kind of text: the phone shows the keyboard that fits (and a date picker). */
const INPUT_TYPES: Record<NonNullable<TextField["input"]>, string> = { email: "email", url: "url", tel: "tel", date: "date", code: "text" };

/** One line of text. An optional one emptied is left out of the file; a required one emptied stays, for the check to ask for it. */
export function TextInput({ field }: { field: TextField }) {
  const { values, setValue } = useForm();
  const value = valueAt(values, field.path);
  const code = field.input === "code";
  return (
    <FieldFrame field={field}>
      {(parts) => (
        <input
          id={parts.id}
          className="form-field__input"
          type={field.input ? INPUT_TYPES[field.input] : "text"}
          value={typeof value === "string" || typeof value === "number" ? String(value) : ""}
          aria-required={field.required || undefined}
          {...(code ? { autoCapitalize: "none", autoCorrect: "off", spellCheck: false } : {})}
          {...parts.described}
          onChange={(event) => setValue(field.path, event.target.value === "" && !field.required ? undefined : event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
