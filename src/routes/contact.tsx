import site from "virtual:content/site";
import { pageMeta } from "../features/seo/page-meta";
import { ContactPage } from "../features/contact/ContactPage";

export const meta = () => pageMeta({ path: "/contact", ...site.pages.contact });

export default function Contact() {
  return <ContactPage />;
}
