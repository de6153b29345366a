import about from "virtual:content/about";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";

export const meta = () => pageMeta({ path: "/about", ...about.meta });

export default function AboutPage() {
  return (
    <div className="page">
      <PageIntro heading={about.heading} intro={about.intro} />
    </div>
  );
}
