import { useId } from "react";
import { Link, useLocation } from "react-router";
import logo from "virtual:content/site/logo";
import nav from "virtual:content/site/nav";
import { pagePath } from "../../lib/site-paths";
import { MENU_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import "./site-header.css";

/**
 * Logo, main navigation and the "Book a Wash" button. On a phone the links are an HTML popover opened
 * by the menu button, so the menu works before any script runs and without JavaScript; the browser
 * closes it on Escape or a tap outside and gives focus back to the button, and site-header.css gives
 * the button the label that fits the menu's state. The page script (menu-state.ts) adds aria-expanded
 * and closes the menu when a link is followed, on every page. At desktop widths the list is shown
 * inline (site-header.css).
 */
export function SiteHeader() {
  // The page the visitor is on, marked in the menu (as it is in the prerendered HTML).
  const here = pagePath(useLocation().pathname);
  const menuId = useId();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
        </Link>
        <nav aria-label={nav.label} className="site-nav">
          <button type="button" className="site-nav__toggle" popoverTarget={menuId} aria-controls={menuId}>
            <span className="site-nav__toggle-icon" aria-hidden="true" />
            <span className="site-nav__open-label">{nav.menuButton.open}</span>
            <span className="site-nav__close-label">{nav.menuButton.close}</span>
          </button>
          <ul id={menuId} className="site-nav__links" popover="auto" {...{ [MENU_ATTRIBUTE]: "" }}>
            {nav.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} aria-current={link.href === here ? "page" : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="site-nav__book">
              <Link className="button button--primary" to={nav.bookButton.href}>
                {nav.bookButton.label}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
