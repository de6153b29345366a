import type { ComponentType } from "react";
import type { ToastViewProps } from "./toast-context";

export type ToastView = ComponentType<ToastViewProps>;

let loaded: ToastView | undefined;
let loading: Promise<ToastView> | undefined;

/** The toast's code if it has arrived, else undefined. */
export const loadedToastView = (): ToastView | undefined => loaded;

/**
 * Fetches the toast's code (Radix Toast), once: a page that may show a toast starts this as soon as it
 * is on screen, so the first toast appears at once instead of after a download. Pages that never show
 * one never call it and never download it. A failed fetch is forgotten, so the next call tries again.
 */
export function loadToastView(): Promise<ToastView> {
  loading ??= import("./ToastView").then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * For the module of a page that shows toasts: starts fetching their code as the page's module is
 * evaluated, before the app hydrates the page, rather than once it has (usePrepareToasts' effect). On a
 * slow connection the fetch takes longer than the hydration, and a visitor tapping as the app starts
 * would otherwise wait for it before seeing the first toast. Nothing in the prerender (no document).
 */
export function prefetchToastView(): void {
  if (typeof document === "undefined") return;
  loadToastView().catch(() => {
    // Forgotten: usePrepareToasts tries again when the page opens, and logs a failure then.
  });
}
