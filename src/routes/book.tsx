import type { MetaFunction } from "react-router";
import booking from "virtual:content/booking";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";
import { BookingForm } from "../features/booking/BookingForm";
import { usePrepareToasts } from "../features/toast/toast-context";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...booking.meta });

export default function BookPage() {
  // The form answers with toasts: ready them while the visitor fills it in, so the first shows at once.
  usePrepareToasts();
  return (
    <div className="page">
      <PageIntro heading={booking.heading} intro={booking.intro} />
      <BookingForm />
    </div>
  );
}
