import { formatProblem, type ContentProblem } from "../../content/problem.ts";

/**
 * Above the preview: what `npm run check:content` would say about the content if it were published as
 * it stands, in the same words, or that every check passes. Publish is refused while a problem stands
 * (editor.ts).
 */
export function ChecksPanel({ problems }: { problems: readonly ContentProblem[] }) {
  if (problems.length === 0) {
    return (
      <section className="editor-checks editor-checks--passed" aria-label="Checks" role="status">
        <p>Every check passes: this can be published.</p>
      </section>
    );
  }
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return (
    <section className="editor-checks editor-checks--failed" aria-label="Checks" role="alert">
      <h2>Not ready to publish: {count} to fix</h2>
      <ul>
        {problems.map((problem) => (
          <li key={formatProblem(problem)}>{formatProblem(problem)}</li>
        ))}
      </ul>
    </section>
  );
}
