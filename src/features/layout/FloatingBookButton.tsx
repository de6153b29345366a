import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import site from "virtual:content/site";
import { sitePathAt } from "../../lib/site-paths";
import "./floating-book-button.css";

/** What the button must never cover while a visitor reads it: the tables and forms of the page. */
const READ_CONTENT = "main table, main form";
/** Room kept around the button, so a cell right beside it doesn't look covered either (px). */
const CLEARANCE = 8;

/**
 * The "Book a Wash" button fixed at the bottom right. Once the app runs, it steps aside (hidden, out
 * of the tab order) while a table or a form passes under it, so it never covers a price or a control
 * being read. The page keeps room for it at the end (body padding) and scroll-padding keeps a focused
 * element from sitting underneath it. It is left out on the booking form and calendar.
 */
export function FloatingBookButton() {
  // The route table leaves it off the booking pages, where it would only point where the visitor already is.
  const { pathname } = useLocation();
  const shown = sitePathAt(pathname).floatingButton;
  const button = useRef<HTMLAnchorElement>(null);
  const [overContent, setOverContent] = useState(false);

  useEffect(() => {
    const element = button.current;
    if (!element) return;
    const targets = document.querySelectorAll(READ_CONTENT);
    let observer: IntersectionObserver | undefined;
    const covered = new Set<Element>();

    // The observer's root is the viewport shrunk to the button's box: an entry intersects while it is under the button.
    const observe = () => {
      observer?.disconnect();
      covered.clear();
      const box = element.getBoundingClientRect();
      const { clientWidth, clientHeight } = document.documentElement;
      const inset = [box.top, clientWidth - box.right, clientHeight - box.bottom, box.left].map((edge) => `${Math.min(0, CLEARANCE - edge)}px`);
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) covered.add(entry.target);
            else covered.delete(entry.target);
          }
          setOverContent(covered.size > 0);
        },
        { rootMargin: inset.join(" ") },
      );
      targets.forEach((target) => observer!.observe(target));
    };

    observe();
    window.addEventListener("resize", observe);
    return () => {
      window.removeEventListener("resize", observe);
      observer?.disconnect();
      setOverContent(false);
    };
  }, [pathname]);

  if (!shown) return null;
  return (
    <Link ref={button} className="button button--primary floating-book" to={site.floatingBook.href} data-stepped-aside={overContent}>
      {site.floatingBook.label}
    </Link>
  );
}
