import toasts from "virtual:content/booking/toasts";
import { BookingForm } from "../features/booking/BookingForm";
import { LazyHandOff, prefetchHandOff } from "../features/handoff/LazyHandOff";
import { PostcodeChecker } from "../features/postcode/PostcodeChecker";
import type { BookingChoice } from "../lib/booking-selection";
import { PAGES } from "../lib/site-paths";
import { ToastProvider } from "../components/toast/ToastProvider";
import { prefetchToastView } from "../components/toast/load-toast-view";
import type { PageIsland } from "../components/island/Island";
import { usePrepareToasts } from "../components/toast/toast-context";

/** The form's postcode check, with the hand-off (fetched when first needed) for a postcode we may not cover. */
const postcodeCheck = (choice: BookingChoice) => (
  <PostcodeChecker choice={choice} HandOff={LazyHandOff} prefetchHandOff={prefetchHandOff} pagePath={PAGES.book.path} />
);

function FormWithToasts() {
  // The toasts' area is set up once the form is on screen, so the first toast shows at once.
  usePrepareToasts();
  return <BookingForm HandOff={LazyHandOff} postcodeCheck={postcodeCheck} />;
}

/** /book's widgets: the booking form and the toasts it answers with. */
function BookWidgets() {
  return (
    // content's toasts hold the area's settings beside the messages: passed whole, one object made once.
    <ToastProvider settings={toasts}>
      <FormWithToasts />
    </ToastProvider>
  );
}

/** /book's island. Its script fetches the toast's code at once, so a first tap never waits for it. */
export default { name: "book", widgets: <BookWidgets />, prefetch: prefetchToastView } satisfies PageIsland;
