import { useEffect, useRef } from "react";
import type { SchedulingProvider } from "./providers";
import { loadScriptOnce } from "./load-script";

interface SchedulingEmbedProps {
  provider: SchedulingProvider;
  path: string;
  /** After this long without the embed appearing, `onMissing` is called (docs/decisions.md 11). */
  fallbackDelayMs: number;
  onMissing: () => void;
}

/**
 * The provider's container with the scheduling path. The provider's script is loaded here only (so
 * only this page talks to the provider), and initialised again when the page is reached by client-side
 * navigation, when the script has already run and won't scan the page by itself.
 */
export function SchedulingEmbed({ provider, path, fallbackDelayMs, onMissing }: SchedulingEmbedProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    loadScriptOnce(provider.scriptUrl)
      .then(() => {
        if (!cancelled && !provider.isMounted(element)) provider.init(element);
      })
      .catch(() => {
        // Blocked or offline: the fallback below tells the visitor what to do.
      });
    const timer = window.setTimeout(() => {
      if (!cancelled && !provider.isMounted(element)) onMissing();
    }, fallbackDelayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [provider, path, fallbackDelayMs, onMissing]);

  const { className, ...attributes } = provider.containerProps(path);
  return <div ref={container} className={`scheduling-embed ${className ?? ""}`} {...attributes} />;
}
