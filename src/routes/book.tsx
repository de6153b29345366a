import booking from "virtual:content/booking";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";

export const meta = () => pageMeta({ path: "/book", ...booking.meta });

export default function BookPage() {
  return (
    <div className="page">
      <PageIntro heading={booking.heading} intro={booking.intro} />
    </div>
  );
}
