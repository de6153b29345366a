import type { MetaFunction } from "react-router";
import heading from "virtual:content/booking/heading";
import words from "virtual:content/booking/meta";
import intro from "virtual:content/booking/intro";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";
import { BookingForm } from "../features/booking/BookingForm";
import { usePrepareToasts } from "../features/toast/toast-context";
import { prefetchToastView } from "../features/toast/load-toast-view";

// The form answers with toasts: their code is fetched as this page's module loads, so it has arrived
// by the time the app has started and a visitor can tap Continue.
prefetchToastView();

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...words });

export default function BookPage() {
  // … and their area is set up once the page is on screen, so the first toast shows at once.
  usePrepareToasts();
  return (
    <div className="page">
      <PageIntro heading={heading} intro={intro} />
      <BookingForm />
    </div>
  );
}
