import { useEffect, useRef } from "react";
import type { SchedulingProvider } from "./providers";
import { CALENDAR_SANDBOX } from "../../lib/frame-sandbox";

interface SchedulingEmbedProps {
  provider: SchedulingProvider;
  path: string;
  /** The frame's name for assistive technology (the page's own title, from content). */
  title: string;
  /** After this long without the calendar's page having loaded, `onMissing` is called (docs/decisions.md 11). */
  fallbackDelayMs: number;
  onMissing: () => void;
}

/**
 * The provider's calendar for the scheduling path, as a frame from the provider's own address: its page runs
 * there, never in ours (docs/decisions.md 23), sandboxed so that it can't navigate the tab (decision 32). A cross-origin frame can't say whether it shows the calendar or an
 * error, so the fallback is for a calendar whose page hasn't loaded within the delay (provider down or
 * unreachable, a network that hangs); the parent element keys it by path, so a new choice starts again.
 */
export function SchedulingEmbed({ provider, path, title, fallbackDelayMs, onMissing }: SchedulingEmbedProps) {
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    timer.current = window.setTimeout(onMissing, fallbackDelayMs);
    return () => window.clearTimeout(timer.current);
  }, [fallbackDelayMs, onMissing]);

  return (
    <iframe
      className="scheduling-embed"
      // Before the address: the page runs in a sandbox that can't navigate this tab (docs/decisions.md 32).
      sandbox={CALENDAR_SANDBOX}
      src={provider.frameUrl(path)}
      title={title}
      // The calendar's page needs nothing of ours: no referrer beyond the origin (the query holds the choice).
      referrerPolicy="origin"
      onLoad={() => window.clearTimeout(timer.current)}
    />
  );
}
