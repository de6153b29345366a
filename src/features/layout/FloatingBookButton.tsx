import { useLocation, Link } from "react-router";
import site from "virtual:content/site";
import { sitePathAt } from "../../lib/site-paths";
import { stepAsideScript } from "./step-aside";
import "./floating-book-button.css";

const BUTTON_CLASS = "floating-book";
/** Written into the prerendered HTML only: the client keeps the parsed element and never runs it again. */
const script = import.meta.env.SSR ? stepAsideScript(`.${BUTTON_CLASS}`) : "";

/**
 * The "Book a Wash" button fixed at the bottom right. It steps aside (hidden, out of the tab order)
 * while a control, a table or a form passes under it (step-aside.ts, an inline script beside it that
 * works from the first paint, with or without the app). The page keeps room for it at the end (body
 * padding) and scroll-padding keeps a focused element from sitting underneath it. It is left out on
 * the booking form and calendar; the script stays on every page, for the button the app may render
 * on the next route.
 */
export function FloatingBookButton() {
  // The route table leaves it off the booking pages, where it would only point where the visitor already is.
  const { pathname } = useLocation();
  const shown = sitePathAt(pathname).floatingButton;
  return (
    <>
      {shown && (
        <Link className={`button button--primary ${BUTTON_CLASS}`} to={site.floatingBook.href}>
          {site.floatingBook.label}
        </Link>
      )}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
