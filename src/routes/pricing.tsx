import pricing from "virtual:content/pricing";
import { pageMeta } from "../features/seo/page-meta";
import { PricingPage } from "../features/pricing/PricingPage";

export const meta = () => pageMeta({ path: "/pricing", ...pricing.meta });

export default PricingPage;
