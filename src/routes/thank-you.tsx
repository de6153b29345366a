import booking from "virtual:content/booking";
import { pageMeta } from "../features/seo/page-meta";
import { ThankYouPage } from "../features/thank-you/ThankYouPage";

export const meta = () => pageMeta({ path: "/thank-you", ...booking.thankYou.meta, indexable: false });

export default function ThankYou() {
  return <ThankYouPage />;
}
