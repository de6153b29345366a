import about from "virtual:content/about";
import { pageMeta } from "../features/seo/page-meta";
import { AboutPage } from "../features/about/AboutPage";

export const meta = () => pageMeta({ path: "/about", ...about.meta });

export default function About() {
  return <AboutPage />;
}
