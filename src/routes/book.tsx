import type { MetaFunction } from "react-router";
import heading from "virtual:content/booking/heading";
import words from "virtual:content/booking/meta";
import intro from "virtual:content/booking/intro";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";
import { BookingForm } from "../features/booking/BookingForm";
import { LazyHandOff, prefetchHandOff } from "../features/handoff/LazyHandOff";
import { PostcodeChecker } from "../features/postcode/PostcodeChecker";
import type { BookingChoice } from "../lib/booking-selection";
import { usePrepareToasts } from "../components/toast/toast-context";
import { prefetchToastView } from "../components/toast/load-toast-view";

// The form answers with toasts: their code is fetched as this page's module loads, so it has arrived
// by the time the app has started and a visitor can tap Continue.
prefetchToastView();

/** The form's postcode check, with the hand-off (fetched when first needed) for a postcode we may not cover. */
const postcodeCheck = (choice: BookingChoice) => <PostcodeChecker choice={choice} HandOff={LazyHandOff} prefetchHandOff={prefetchHandOff} />;

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...words });

export default function BookPage() {
  // … and their area is set up once the page is on screen, so the first toast shows at once.
  usePrepareToasts();
  return (
    <div className="page">
      <PageIntro heading={heading} intro={intro} />
      <BookingForm HandOff={LazyHandOff} postcodeCheck={postcodeCheck} />
    </div>
  );
}
