import home from "virtual:content/home";
import { pageMeta } from "../features/seo/page-meta";
import { HomePage } from "../features/home/HomePage";

export const meta = () => pageMeta({ path: "/", ...home.meta });

export default HomePage;
