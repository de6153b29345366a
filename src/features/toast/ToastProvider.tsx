import * as Toast from "@radix-ui/react-toast";
import { useCallback, useState, type ReactNode } from "react";
import { ToastContext, type ToastRequest } from "./toast-context";

interface ShownToast extends ToastRequest {
  id: number;
}

export interface ToastSettings {
  durationMs: number;
  swipeThresholdPx: number;
  dismissLabel: string;
  /** Accessible name of the toast region. */
  regionLabel: string;
}

let nextId = 1;

/**
 * The toast area (decisions.md 14) on Radix Toast: one toast at a time, a newer one replaces the
 * older (a fresh key remounts it), auto-dismiss after the duration, a dismiss button, swipe right
 * past the threshold, paused while hovered or focused, announced to screen readers.
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
      <Toast.Provider
        duration={settings.durationMs}
        swipeDirection="right"
        swipeThreshold={settings.swipeThresholdPx}
        label={settings.regionLabel}
      >
        {children}
        {toast && (
          <Toast.Root
            key={toast.id}
            className={`toast toast--${toast.variant ?? "default"}`}
            type={toast.variant === "destructive" ? "foreground" : "background"}
            duration={toast.durationMs ?? settings.durationMs}
            open={open}
            onOpenChange={setOpen}
          >
            <Toast.Title className="toast__title">{toast.title}</Toast.Title>
            {toast.description && <Toast.Description className="toast__description">{toast.description}</Toast.Description>}
            <Toast.Close className="toast__close" aria-label={settings.dismissLabel}>
              <span aria-hidden="true">×</span>
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport className="toast-viewport" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
