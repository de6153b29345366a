import type { MetaFunction } from "react-router";
import privacy from "virtual:content/privacy";
import { pageMeta } from "../features/seo/page-meta";
import { LegalDocument } from "../features/legal/LegalDocument";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...privacy.meta });

export default function PrivacyPage() {
  return <LegalDocument content={privacy} />;
}
