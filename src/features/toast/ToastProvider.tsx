import { Suspense, lazy, useCallback, useState, type ReactNode } from "react";
import { ToastContext, type ToastRequest } from "./toast-context";

export interface ShownToast extends ToastRequest {
  id: number;
}

export interface ToastSettings {
  durationMs: number;
  swipeThresholdPx: number;
  dismissLabel: string;
  /** Accessible name of the toast region. */
  regionLabel: string;
}

const ToastView = lazy(() => import("./ToastView"));

let nextId = 1;

/**
 * The toast area (decisions.md 14): one toast at a time — a newer one replaces the older (a fresh
 * key remounts it). The Radix Toast code behind it is fetched with the first toast.
 */
export function ToastProvider({ settings, children }: { settings: ToastSettings; children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((request: ToastRequest) => {
    setToast({ ...request, id: nextId++ });
    setOpen(true);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView toast={toast} open={open} onOpenChange={setOpen} settings={settings} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
