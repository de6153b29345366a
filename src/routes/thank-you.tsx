import type { Route } from "./+types/thank-you";
import booking from "virtual:content/booking";
import { pageMeta } from "../features/seo/page-meta";
import { ThankYouPage } from "../features/thank-you/ThankYouPage";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...booking.thankYou.meta });

export default function ThankYou() {
  return <ThankYouPage />;
}
