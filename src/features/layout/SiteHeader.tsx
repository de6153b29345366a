import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import site from "virtual:content/site";
import "./site-header.css";

function closePopover(popover: HTMLElement | null) {
  if (popover?.matches(":popover-open")) popover.hidePopover();
}

/**
 * Logo, main navigation and the "Book a Wash" button. On a phone the links are an HTML popover opened
 * by the menu button, so the menu works before the app starts and without JavaScript; the browser
 * closes it on Escape or a tap outside and gives focus back to the button, and global.css gives the
 * button the label that fits the menu's state. Once the app runs it adds aria-expanded (from the
 * popover's toggle event) and closes the menu on a link click and on any navigation. At desktop widths
 * the list is shown inline (global.css).
 */
export function SiteHeader() {
  const menuId = useId();
  const menu = useRef<HTMLUListElement>(null);
  // undefined until the app runs: the prerendered button carries no state it can't keep up to date.
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const location = useLocation();
  const shownPath = useRef(location.pathname);

  const closeMenu = () => closePopover(menu.current);

  // The visitor may have opened the menu before the app started.
  useEffect(() => setOpen(menu.current?.matches(":popover-open") ?? false), []);

  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    closePopover(menu.current);
  }, [location.pathname]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <img src={site.logo.src} alt={site.logo.alt} width={site.logo.width} height={site.logo.height} />
        </Link>
        <nav aria-label={site.nav.label} className="site-nav">
          <button type="button" className="site-nav__toggle" popoverTarget={menuId} aria-controls={menuId} aria-expanded={open}>
            <span className="site-nav__toggle-icon" aria-hidden="true" />
            <span className="site-nav__open-label">{site.nav.menuButton.open}</span>
            <span className="site-nav__close-label">{site.nav.menuButton.close}</span>
          </button>
          <ul
            ref={menu}
            id={menuId}
            className="site-nav__links"
            popover="auto"
            onToggle={(event) => setOpen(event.newState === "open")}
          >
            {site.nav.links.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="site-nav__book">
              <Link className="button button--primary" to={site.nav.bookButton.href} onClick={closeMenu}>
                {site.nav.bookButton.label}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
