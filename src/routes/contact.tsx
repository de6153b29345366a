import type { MetaFunction } from "react-router";
import pages from "virtual:content/site/pages";
import { pageMeta } from "../features/seo/page-meta";
import { Island } from "../components/island/Island";
import contactIsland from "../islands/contact";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...pages.contact });

export default function Contact() {
  return <Island of={contactIsland} />;
}
