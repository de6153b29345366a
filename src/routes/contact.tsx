import type { MetaFunction } from "react-router";
import site from "virtual:content/site";
import { pageMeta } from "../features/seo/page-meta";
import { ContactPage } from "../features/contact/ContactPage";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...site.pages.contact });

export default function Contact() {
  return <ContactPage />;
}
