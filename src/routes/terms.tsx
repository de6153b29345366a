import terms from "virtual:content/terms";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";

export const meta = () => pageMeta({ path: "/terms", ...terms.meta });

export default function TermsPage() {
  return (
    <div className="page">
      <PageIntro heading={terms.heading} intro={terms.intro} />
    </div>
  );
}
