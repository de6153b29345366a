import { formatProblem, goLiveHeading, type ContentProblem } from "../../content/problem.ts";
import { CHECKS_LABEL } from "../editor-names.ts";
import "./preview.css";

/**
 * Beside the Save button: what `npm run check:content` would say about the content if it were saved as it
 * stands, in the same words, or that every check passes. Saving is refused while a problem stands; each
 * problem also shows at its field.
 */
export function ChecksPanel({ problems }: { problems: readonly ContentProblem[] }) {
  if (problems.length === 0) {
    return (
      <section className="editor-checks editor-tone--good" aria-label={CHECKS_LABEL} role="status">
        <p>Every check passes: this can be saved.</p>
      </section>
    );
  }
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return (
    <section className="editor-checks editor-tone--bad" aria-label={CHECKS_LABEL} role="alert">
      <h2>Not ready to save: {count} to fix</h2>
      <ul>
        {problems.map((problem) => (
          <li key={formatProblem(problem)}>{formatProblem(problem)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Below the checks, before the site is live: what is still the example's (src/content/placeholders.ts),
 * the same list as `npm run check:content`'s "Before you go live", by file and field. Gone once the list is
 * empty; once site.yaml's `live` is true, each is a problem in the checks above instead.
 */
export function GoLivePanel({ placeholders }: { placeholders: readonly ContentProblem[] }) {
  if (placeholders.length === 0) return null;
  return (
    <section className="editor-checks editor-tone--warn" aria-labelledby="editor-go-live-heading">
      <h2 id="editor-go-live-heading">{goLiveHeading(placeholders.length)}</h2>
      <ul>
        {placeholders.map((placeholder) => (
          <li key={formatProblem(placeholder)}>
            <strong>
              {placeholder.file}
              {placeholder.field ? ` › ${placeholder.field}` : ""}
            </strong>{" "}
            (line {placeholder.line}): {placeholder.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
