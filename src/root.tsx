import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, type LinksFunction } from "react-router";
import site from "virtual:content/site";
import toasts from "virtual:content/booking/toasts";
// First, so the tokens and base rules come before every component's own stylesheet.
import "./styles/global.css";
import { Banner } from "./features/layout/Banner";
import { FloatingBookButton } from "./features/layout/FloatingBookButton";
import { MAIN_CONTENT_ID, SkipLink } from "./features/layout/SkipLink";
import { SiteFooter } from "./features/layout/SiteFooter";
import { SiteHeader } from "./features/layout/SiteHeader";
import { startsAppAt } from "./lib/site-paths";
import { ToastProvider } from "./features/toast/ToastProvider";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Whether this page's HTML loads the app: the route table says, when the page is prerendered (the
 * supported way to leave a page's scripts out: React Router's "disabling JavaScript" pattern). In the
 * browser the app is running, so it keeps its scripts on every page it shows.
 */
function useStartsApp(): boolean {
  const { pathname } = useLocation();
  return import.meta.env.SSR ? startsAppAt(pathname) : true;
}

/** The HTML shell shared by every page, the error page included. */
export function Layout({ children }: { children: ReactNode }) {
  const startsApp = useStartsApp();
  return (
    <html lang={site.language}>
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

// Only the toast part of booking.yaml: every page has the frame, few need the rest of the booking content.
const toastSettings = {
  durationMs: toasts.durationMs,
  swipeThresholdPx: toasts.swipeThresholdPx,
  dismissLabel: toasts.dismissLabel,
  regionLabel: toasts.regionLabel,
};

function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <ToastProvider settings={toastSettings}>
      <SkipLink />
      <Banner />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
        {/* Inside a landmark, as all content must be; fixed on screen, it comes last in reading order. */}
        <FloatingBookButton />
      </main>
      <SiteFooter />
    </ToastProvider>
  );
}

export default function App() {
  // Marks the page as interactive (the app has hydrated the prerendered HTML): tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const heading = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : site.errorPage.heading;
  return (
    <SiteFrame>
      <div className="page">
        <h1>{heading}</h1>
        <p>{site.errorPage.message}</p>
      </div>
    </SiteFrame>
  );
}
