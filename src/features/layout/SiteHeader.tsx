import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import site from "virtual:content/site";

/**
 * Logo, main navigation and the "Book a Wash" button. On a phone the links sit behind a menu
 * button (aria-expanded) that closes on a link click, on Escape and on any navigation.
 * Without JavaScript the links are simply shown (see the noscript style in root.tsx).
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        document.getElementById(`${menuId}-toggle`)?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, menuId]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <img src={site.logo.src} alt={site.logo.alt} width={site.logo.width} height={site.logo.height} />
        </Link>
        <nav aria-label={site.nav.label} className="site-nav">
          <button
            type="button"
            id={`${menuId}-toggle`}
            className="site-nav__toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="site-nav__toggle-icon" aria-hidden="true" />
            {open ? site.nav.menuButton.close : site.nav.menuButton.open}
          </button>
          <ul id={menuId} className="site-nav__links" data-open={open}>
            {site.nav.links.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="site-nav__book">
              <Link className="button button--primary" to={site.nav.bookButton.href} onClick={() => setOpen(false)}>
                {site.nav.bookButton.label}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
