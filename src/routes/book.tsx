import type { MetaFunction } from "react-router";
import heading from "virtual:content/booking/heading";
import words from "virtual:content/booking/meta";
import intro from "virtual:content/booking/intro";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";
import { BookingForm } from "../features/booking/BookingForm";
import { usePrepareToasts } from "../features/toast/toast-context";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...words });

export default function BookPage() {
  // The form answers with toasts: ready them while the visitor fills it in, so the first shows at once.
  usePrepareToasts();
  return (
    <div className="page">
      <PageIntro heading={heading} intro={intro} />
      <BookingForm />
    </div>
  );
}
