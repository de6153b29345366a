import terms from "virtual:content/terms";
import { pageMeta } from "../features/seo/page-meta";
import { LegalDocument } from "../features/legal/LegalDocument";

export const meta = () => pageMeta({ path: "/terms", ...terms.meta });

export default function TermsPage() {
  return <LegalDocument content={terms} />;
}
