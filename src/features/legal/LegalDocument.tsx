import { PageIntro } from "../../components/ui/PageIntro";
import type { LegalDocumentContent } from "./legal-document";
import { LegalSection } from "./LegalSection";
import { LegalTableOfContents } from "./LegalTableOfContents";
import "./legal.css";

/** The terms and the privacy policy: heading, "last updated", contents list, then the sections. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  return (
    <div className="page legal">
      <PageIntro heading={content.heading} intro={content.intro}>
        <p className="legal__updated">{content.updated}</p>
      </PageIntro>
      <LegalTableOfContents heading={content.tocHeading} sections={content.sections} />
      {content.sections.map((section) => (
        <LegalSection key={section.id} section={section} />
      ))}
    </div>
  );
}
