import { useLocation, Link } from "react-router";
import floatingBook from "virtual:content/site/floatingBook";
import { sitePathAt } from "../../lib/site-paths";
import { FLOATING_BUTTON_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import "./floating-book-button.css";

/**
 * The "Book a Wash" button fixed at the bottom right. It steps aside (hidden, out of the tab order)
 * while a control, a table or a form passes under it (step-aside.ts, part of the page script, which
 * works from the first paint, with or without the app). The page keeps room for it at the end (body
 * padding) and scroll-padding keeps a focused element from sitting underneath it. It is left out on
 * the booking form and calendar.
 */
export function FloatingBookButton() {
  // The route table leaves it off the booking pages, where it would only point where the visitor already is.
  const { pathname } = useLocation();
  if (!sitePathAt(pathname).floatingButton) return null;
  return (
    <Link className="button button--primary floating-book" {...{ [FLOATING_BUTTON_ATTRIBUTE]: "" }} to={floatingBook.href}>
      {floatingBook.label}
    </Link>
  );
}
