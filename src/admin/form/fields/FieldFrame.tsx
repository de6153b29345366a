import type { ReactNode } from "react";
import type { ContentProblem } from "../../../content/problem.ts";
import { fieldMessages } from "./field-messages.ts";
import type { FormField } from "../../schema/field-types.ts";
import { valueAt } from "../../schema/field-tree.ts";
import { shownFigure } from "../../schema/template-words.ts";
import { fieldId, useForm } from "../form-context.ts";

/** The ids and attributes that tie a control to its hint and its problems, for screen readers. */
interface FieldParts {
  id: string;
  hintId: string;
  problemId: string;
  problems: readonly ContentProblem[];
  /** What the field says of them: one message at a box (field-messages.ts). */
  messages: readonly string[];
  /** For the control: its hint and problems as its description, and whether the check refuses its value. */
  described: { "aria-describedby"?: string; "aria-invalid"?: true };
}

export function useFieldParts(field: FormField): FieldParts {
  const { problemsAt, values } = useForm();
  const id = fieldId(field.path);
  const [hintId, problemId] = [`${id}-hint`, `${id}-problem`];
  const problems = problemsAt(field.path);
  const messages = fieldMessages(field, valueAt(values, field.path), problems);
  const describedBy = [...(field.hint ? [hintId] : []), ...(problems.length > 0 ? [problemId] : [])].join(" ");
  return {
    id,
    hintId,
    problemId,
    problems,
    messages,
    described: { ...(describedBy ? { "aria-describedby": describedBy } : {}), ...(problems.length > 0 ? { "aria-invalid": true as const } : {}) },
  };
}

/** Most values must be there; the few that may be left out say so (as GOV.UK forms do). */
export const OptionalMark = ({ field }: { field: FormField }) => (field.required ? null : <span className="form-field__optional"> (optional)</span>);

/** A hint with each figure shown as the box shows it, what it becomes on the page ({tier} as "[the package's name]"). */
function InWords({ text, template }: { text: string; template: Readonly<Record<string, string>> }) {
  return text.split(/(\{[a-zA-Z]+\})/).map((part, i) => {
    const words = template[part.slice(1, -1)];
    return part.startsWith("{") && words ? (
      <span key={i} className="form-field__placeholder">
        {shownFigure(words)}
      </span>
    ) : (
      part
    );
  });
}

/** How the owner puts in a figure (FigureList.tsx). */
const FIGURES_HINT = "A figure in square brackets is filled in on the page: put one in from the list under the box.";

/** The hint, then what the check says is wrong, under a label or a legend. */
export function HintAndProblems({ field, parts }: { field: FormField; parts: FieldParts }) {
  return (
    <>
      {field.hint && (
        <div id={parts.hintId} className="form-field__hint">
          <p>{field.template ? <InWords text={field.hint} template={field.template} /> : field.hint}</p>
          {field.template ? <p>{FIGURES_HINT}</p> : null}
        </div>
      )}
      {parts.messages.length > 0 && (
        <div id={parts.problemId} className="form-field__problems">
          {parts.messages.map((message) => (
            <p key={message} className="form-field__problem">
              <span className="visually-hidden">Problem: </span>
              {message}
            </p>
          ))}
        </div>
      )}
    </>
  );
}

/** A labelled control: the label, its hint and problems, then the control (given the ids it needs). */
export function FieldFrame({ field, children }: { field: FormField; children: (parts: FieldParts) => ReactNode }) {
  const parts = useFieldParts(field);
  return (
    <div className={parts.problems.length > 0 ? "form-field form-field--invalid" : "form-field"}>
      <label htmlFor={parts.id} className="form-field__label">
        {field.label}
        <OptionalMark field={field} />
      </label>
      <HintAndProblems field={field} parts={parts} />
      {children(parts)}
    </div>
  );
}
