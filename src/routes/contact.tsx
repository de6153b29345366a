import type { MetaFunction } from "react-router";
import pages from "virtual:content/site/pages";
import { pageMeta } from "../features/seo/page-meta";
import { ContactPage } from "../features/contact/ContactPage";
import { HandOff } from "../features/handoff/HandOff";
import { SelectionSummary } from "../features/handoff/SelectionSummary";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...pages.contact });

export default function Contact() {
  return <ContactPage HandOff={HandOff} SelectionSummary={SelectionSummary} />;
}
