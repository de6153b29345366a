import sectionLinkLabel from "virtual:content/site/sectionLinkLabel";
import { fillTemplate } from "../../lib/format";
import type { LegalSectionContent } from "./legal-document";

/**
 * One section with a "#" link to itself, for people who want to point someone at one clause.
 * The link sits beside the <h2>, not inside it, so the heading's accessible name stays the heading.
 */
export function LegalSection({ section }: { section: LegalSectionContent }) {
  return (
    <section className="legal-section" aria-labelledby={section.id}>
      <div className="legal-section__heading">
        <h2 id={section.id}>{section.heading}</h2>
        <a className="legal-section__anchor" href={`#${section.id}`} aria-label={fillTemplate(sectionLinkLabel, { heading: section.heading })}>
          #
        </a>
      </div>
      {section.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}
