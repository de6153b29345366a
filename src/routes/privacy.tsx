import type { Route } from "./+types/privacy";
import privacy from "virtual:content/privacy";
import { pageMeta } from "../features/seo/page-meta";
import { LegalDocument } from "../features/legal/LegalDocument";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...privacy.meta });

export default function PrivacyPage() {
  return <LegalDocument content={privacy} />;
}
