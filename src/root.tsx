import { useContext, useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, type LinksFunction } from "react-router";
import errorPage from "virtual:content/site/errorPage";
import language from "virtual:content/site/language";
// First, so the tokens and base rules come before every component's own stylesheet.
import "./styles/global.css";
import { SiteFrame } from "./features/layout/SiteFrame";
import { HYDRATED_ATTRIBUTE } from "./lib/page-script/data-attributes";
import { SpaFallbackRender } from "./lib/spa-fallback-render";
// The page script (its behaviours, before and without the app), built into one inline script's text.
import pageScript from "./page-script.ts?page-script";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Whether this page's HTML loads the app: the route table says, when the page is prerendered (the
 * supported way to leave a page's scripts out: React Router's "disabling JavaScript" pattern). The
 * build also renders the root route as the SPA fallback, and requires the scripts there (the file is
 * never served: finish-static-site.ts removes it); entry.server.tsx says which render that is. In the
 * browser the app is running, so it keeps its scripts on every page it shows.
 */
function useStartsApp(): boolean {
  const spaFallback = useContext(SpaFallbackRender);
  // The pages that start the app start only their widgets (islands: src/islands/, their scripts written in by the
  // build's last step, scripts/build/islands.ts), never React Router's client: no page carries its scripts.
  return import.meta.env.SSR ? spaFallback : true;
}

/** The HTML shell shared by every page, the error page included. */
export function Layout({ children }: { children: ReactNode }) {
  const startsApp = useStartsApp();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {startsApp && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive (the app has hydrated the prerendered HTML): tests wait for it.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
  }, []);
  return (
    <SiteFrame pageScript={pageScript}>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const heading = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorPage.heading;
  return (
    <SiteFrame pageScript={pageScript}>
      <div className="page">
        <h1>{heading}</h1>
        <p>{errorPage.message}</p>
      </div>
    </SiteFrame>
  );
}
