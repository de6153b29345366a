import { useContext, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, type LinksFunction } from "react-router";
import errorPage from "virtual:content/site/errorPage";
import language from "virtual:content/site/language";
// First, so the tokens and base rules come before every component's own stylesheet.
import "./styles/global.css";
import { SiteFrame } from "./features/layout/SiteFrame";
import { SpaFallbackRender } from "./lib/spa-fallback-render";
// The page script (its behaviours, before and without the app), built into one inline script's text.
import pageScript from "./page-script.ts?page-script";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Whether this render carries React Router's scripts: only the SPA fallback does, which the build renders and
 * requires them in (the file is never served: finish-static-site.ts removes it); entry.server.tsx says which render
 * that is. No page carries them: the pages with widgets start only those (islands: src/islands/, their scripts
 * written in by the build's last step, scripts/build/islands.ts), never React Router's client.
 */
const useRouterScripts = () => useContext(SpaFallbackRender);

/** The HTML shell shared by every page, the error page included. */
export function Layout({ children }: { children: ReactNode }) {
  const routerScripts = useRouterScripts();
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
        {routerScripts && (
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
