import type { MetaFunction } from "react-router";
import thankYou from "virtual:content/booking/thankYou";
import { pageMeta } from "../features/seo/page-meta";
import { ThankYouPage } from "../features/thank-you/ThankYouPage";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...thankYou.meta });

export default function ThankYou() {
  return <ThankYouPage />;
}
