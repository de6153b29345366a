import { Link } from "react-router";
import site from "virtual:content/site";

/**
 * The "Book a Wash" button fixed at the bottom right. The page keeps room for it at the end
 * (body padding) and scroll-padding keeps a focused element from sitting underneath it.
 */
export function FloatingBookButton() {
  return (
    <Link className="button button--primary floating-book" to={site.floatingBook.href}>
      {site.floatingBook.label}
    </Link>
  );
}
