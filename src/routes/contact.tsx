import site from "virtual:content/site";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";

export const meta = () => pageMeta({ path: "/contact", ...site.pages.contact });

export default function ContactPage() {
  return (
    <div className="page">
      <PageIntro heading={site.contactPage.heading} intro={site.contactPage.intro} />
    </div>
  );
}
