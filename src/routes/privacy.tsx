import privacy from "virtual:content/privacy";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";

export const meta = () => pageMeta({ path: "/privacy", ...privacy.meta });

export default function PrivacyPage() {
  return (
    <div className="page">
      <PageIntro heading={privacy.heading} intro={privacy.intro} />
    </div>
  );
}
