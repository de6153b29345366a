import type { MouseEvent } from "react";
import type { ContentProblem } from "../../content/problem.ts";

interface ListedProblem {
  problem: ContentProblem;
  /** The id of the field it shows at, when it shows at one. */
  fieldId?: string;
}

/**
 * Opens the folded entries around a field and puts the focus in it: a link's jump alone wouldn't open a
 * closed <details> in every browser, nor move the focus.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  for (let details = target.closest("details"); details; details = details.parentElement?.closest("details") ?? null) details.open = true;
  if (target instanceof HTMLDetailsElement) target.open = true;
  const control = target.matches("input, textarea, select") ? target : (target.querySelector<HTMLElement>("input, textarea, select, summary") ?? target);
  control.scrollIntoView({ block: "center" });
  control.focus();
}

/**
 * Where the problem is, in words the owner knows: this file's field by its path of labels; another file (one a change
 * here brings with it, asked beside the form) by its title alone, as the field path there is that file's own.
 */
const where = (problem: ContentProblem, file: string, fileTitle?: (path: string) => string) =>
  problem.file === file ? (problem.field ?? "") : (fileTitle?.(problem.file) ?? "");

/**
 * Above the form: the problems not shown at the field they name (a value the form has no field for, the
 * whole file, another file), each a link to the field that holds it when there is one. Those shown at
 * their field are not repeated here: the checks beside the Save button list every problem.
 */
export function ProblemSummary({
  problems,
  file,
  fileTitle,
  othersShown,
}: {
  problems: readonly ListedProblem[];
  file: string;
  fileTitle?: (path: string) => string;
  othersShown: boolean;
}) {
  if (problems.length === 0) return null;
  return (
    <section className="form-problems" aria-labelledby="form-problems-heading">
      <h2 id="form-problems-heading" className="form-problems__heading">
        {othersShown ? "Also to fix before saving" : "To fix before saving"}
      </h2>
      <ul className="form-problems__list">
        {problems.map(({ problem, fieldId }) => {
          const place = where(problem, file, fileTitle);
          const text = place ? `${place}: ${problem.message}` : problem.message;
          return (
            <li key={`${problem.file} ${problem.field} ${problem.message}`}>
              {fieldId ? (
                <a href={`#${fieldId}`} onClick={(event) => goToField(event, fieldId)}>
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
