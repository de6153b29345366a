import { Link, useLocation } from "react-router";
import site from "virtual:content/site";

/**
 * The "Book a Wash" button fixed at the bottom right. The page keeps room for it at the end
 * (body padding) and scroll-padding keeps a focused element from sitting underneath it. It is left
 * out on the booking form and calendar.
 */
export function FloatingBookButton() {
  // On the booking pages themselves it would only point where the visitor already is.
  const { pathname } = useLocation();
  if (pathname === site.floatingBook.href || pathname === "/booking-calendar") return null;
  return (
    <Link className="button button--primary floating-book" to={site.floatingBook.href}>
      {site.floatingBook.label}
    </Link>
  );
}
