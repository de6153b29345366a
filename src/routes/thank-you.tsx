import booking from "virtual:content/booking";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";

export const meta = () => pageMeta({ path: "/thank-you", ...booking.thankYou.meta, indexable: false });

export default function ThankYouPage() {
  return (
    <div className="page">
      <PageIntro heading={booking.thankYou.heading} intro={booking.thankYou.message} />
    </div>
  );
}
