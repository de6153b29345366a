import type { MetaFunction } from "react-router";
import terms from "virtual:content/terms";
import { pageMeta } from "../features/seo/page-meta";
import { LegalDocument } from "../features/legal/LegalDocument";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...terms.meta });

export default function TermsPage() {
  return <LegalDocument content={terms} />;
}
