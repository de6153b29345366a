import type { ReactNode } from "react";
// Only the toast part of booking.yaml: every page has the frame, few need the rest of the booking content.
import toasts from "virtual:content/booking/toasts";
import { InlineScript } from "../../components/ui/InlineScript";
import { ToastProvider } from "../../components/toast/ToastProvider";
import { Banner } from "./Banner";
import { FloatingBookButton } from "./FloatingBookButton";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/**
 * Every page's frame: the page script, the skip link, banner, header, the page in <main>, the floating button
 * and the footer (the app's root and the editor's preview). `pageScript`: the page script's source text
 * (src/page-script.ts, which root.tsx passes; empty in the browser, none in the editor's preview).
 */
export function SiteFrame({ children, pageScript = "" }: { children: ReactNode; pageScript?: string }) {
  const toastSettings = {
    durationMs: toasts.durationMs,
    swipeThresholdPx: toasts.swipeThresholdPx,
    dismissLabel: toasts.dismissLabel,
    regionLabel: toasts.regionLabel,
  };
  return (
    <ToastProvider settings={toastSettings}>
      {/* First, so its behaviours are ready for everything after it (src/page-script.ts). */}
      <InlineScript source={pageScript} />
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
