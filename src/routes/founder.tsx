import founder from "virtual:content/founder";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";

export const meta = () => pageMeta({ path: `/${founder.slug}`, ...founder.meta });

export default function FounderPage() {
  return (
    <div className="page">
      <PageIntro heading={founder.name} intro={founder.role} />
    </div>
  );
}
