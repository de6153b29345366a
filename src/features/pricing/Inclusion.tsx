import type { PricingContent } from "../../content/generated/pricing.ts";

type Labels = PricingContent["included"]["labels"];
type Inclusion = keyof Labels;

/** The mark that stands for each value of the "What's Included" table where a phone has no room for its words. */
const MARKS: Readonly<Record<Inclusion, string>> = { included: "✓", addon: "+", excluded: "–" };

/** One value of the "What's Included" table: its mark for the eye and content's words (shown where they fit, always read). */
export function InclusionValue({ value, labels }: { value: Inclusion; labels: Labels }) {
  return (
    <span className={`inclusion inclusion--${value}`}>
      <span className="inclusion__mark" aria-hidden="true">
        {MARKS[value]}
      </span>{" "}
      <span className="inclusion__label">{labels[value]}</span>
    </span>
  );
}

/**
 * What each mark means, in content's words, above the table. Screen readers skip it: every cell
 * already reads its words.
 */
export function InclusionKey({ labels }: { labels: Labels }) {
  return (
    <p className="inclusion-key" aria-hidden="true">
      {(Object.keys(MARKS) as Inclusion[]).map((value) => (
        <span key={value} className={`inclusion inclusion--${value}`}>
          <span className="inclusion__mark">{MARKS[value]}</span> {labels[value]}
        </span>
      ))}
    </p>
  );
}
