import type { MetaFunction } from "react-router";
import about from "virtual:content/about";
import { pageMeta } from "../features/seo/page-meta";
import { AboutPage } from "../features/about/AboutPage";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...about.meta });

export default function About() {
  return <AboutPage />;
}
