import type { PrivacyContent } from "../../content/generated/privacy.ts";
import type { TermsContent } from "../../content/generated/terms.ts";

/** What a legal page (terms, privacy) shows from its content file: the two schemas give the same shape. */
export type LegalDocumentContent = Pick<TermsContent | PrivacyContent, "heading" | "intro" | "updated" | "tocHeading" | "sections">;

/** One section of a legal page. */
export type LegalSectionContent = LegalDocumentContent["sections"][number];
