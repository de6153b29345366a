import { Link, useLocation } from "react-router";
import site from "virtual:content/site";
import { sitePathAt } from "../../lib/site-paths";

/**
 * The "Book a Wash" button fixed at the bottom right. The page keeps room for it at the end
 * (body padding) and scroll-padding keeps a focused element from sitting underneath it. It is left
 * out on the booking form and calendar.
 */
export function FloatingBookButton() {
  // The route table leaves it off the booking pages, where it would only point where the visitor already is.
  const { pathname } = useLocation();
  if (!sitePathAt(pathname).floatingButton) return null;
  return (
    <Link className="button button--primary floating-book" to={site.floatingBook.href}>
      {site.floatingBook.label}
    </Link>
  );
}
