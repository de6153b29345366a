import { useId } from "react";
import "./select-field.css";

interface SelectOption {
  value: string;
  label: string;
  /** Marks an option that shows more of its form (`data-reveals-more`), for styles that follow the choice. */
  revealsMore?: boolean;
}

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  /** Shown first while nothing is chosen; leave out when the field always has a value. */
  placeholder?: string;
  onChange: (value: string) => void;
}

/** A native select with its visible label: the best control on a phone. */
export function SelectField({ label, name, value, options, placeholder, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select className="field__control" id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} data-reveals-more={option.revealsMore || undefined}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
