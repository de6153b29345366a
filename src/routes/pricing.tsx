import pricing from "virtual:content/pricing";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";

export const meta = () => pageMeta({ path: "/pricing", ...pricing.meta });

export default function PricingPage() {
  return (
    <div className="page">
      <PageIntro heading={pricing.heading} intro={pricing.intro} />
    </div>
  );
}
