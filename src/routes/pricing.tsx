import type { MetaFunction } from "react-router";
import pricing from "virtual:content/pricing";
import { pageMeta } from "../features/seo/page-meta";
import { PricingPage } from "../features/pricing/PricingPage";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...pricing.meta });

export default PricingPage;
