import booking from "virtual:content/booking";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";

export const meta = () => pageMeta({ path: "/booking-calendar", ...booking.calendar.meta, indexable: false });

export default function BookingCalendarPage() {
  return (
    <div className="page">
      <PageIntro heading={booking.calendar.title} intro={booking.calendar.hint} />
    </div>
  );
}
