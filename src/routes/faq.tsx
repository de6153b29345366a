import type { MetaFunction } from "react-router";
import faq from "virtual:content/faq";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";
import { FaqList } from "../features/faq/FaqList";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...faq.meta });

export default function FaqPage() {
  return (
    <div className="page">
      <PageIntro heading={faq.heading} intro={faq.intro} />
      <FaqList items={faq.items} />
    </div>
  );
}
