import type { PricingContent } from "../../content/generated/pricing.ts";
import { drawnFrom } from "../../lib/drawn-from";

type Labels = PricingContent["included"]["labels"];
type Inclusion = keyof Labels;
type Tiers = PricingContent["included"]["rows"][string][number]["tiers"];

/** The mark that stands for each value of the "What's Included" table where a phone has no room for its words. */
const MARKS: Readonly<Record<Inclusion, string>> = { included: "✓", addon: "+", excluded: "–" };

/**
 * One value of the "What's Included" table, a package's (`tier`) in one row: its mark for the eye and content's words
 * (shown where they fit, always read). The mark is drawn from the row's value, the words from the labels.
 */
export function InclusionValue({ tiers, tier, labels }: { tiers: Tiers; tier: string; labels: Labels }) {
  const value = tiers[tier];
  return (
    <span className={`inclusion inclusion--${value}`}>
      <span className="inclusion__mark" aria-hidden="true">
        {drawnFrom(MARKS[value], tiers, tier)}
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
