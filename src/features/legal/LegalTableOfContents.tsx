import type { LegalSectionContent } from "./legal-document";

const HEADING_ID = "legal-contents-heading";

/** Plain fragment links, so they work without JavaScript and the address can be shared. */
export function LegalTableOfContents({ heading, sections }: { heading: string; sections: readonly LegalSectionContent[] }) {
  return (
    <nav className="legal__contents" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="legal__contents-heading">
        {heading}
      </h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
