import type { MetaFunction } from "react-router";
import booking from "virtual:content/booking";
import { pageMeta } from "../features/seo/page-meta";
import { ThankYouPage } from "../features/thank-you/ThankYouPage";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...booking.thankYou.meta });

export default function ThankYou() {
  return <ThankYouPage />;
}
