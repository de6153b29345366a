/** What a legal page (terms, privacy) holds in content: both files share this shape. */
export interface LegalSectionContent {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocumentContent {
  heading: string;
  intro: string;
  updated: string;
  tocHeading: string;
  sections: readonly LegalSectionContent[];
}
