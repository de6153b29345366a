import pages from "virtual:content/site/pages";
import { pageMeta } from "../features/seo/page-meta";
import { HomePage } from "../features/home/HomePage";
import { heroPreload } from "../features/home/hero-preload";

/** Any unknown path shows the home page, never indexed, canonical to / (docs/decisions.md 3). */
export const meta = () => pageMeta({ path: "/", ...pages.notFound, indexable: false });

export const links = () => [heroPreload()];

export default HomePage;
