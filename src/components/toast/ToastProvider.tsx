import { startTransition, useCallback, useMemo, useState, type ReactNode } from "react";
import { loadToastView, loadedToastView, type ToastView } from "./load-toast-view";
import { ToastContext, type ShownToast, type ToastRequest, type ToastSettings } from "./toast-context";

let nextId = 1;

/**
 * The toast area (docs/decisions.md 14): one toast at a time — a newer one replaces the older (a fresh
 * key remounts it). The Radix Toast code behind it is loaded apart (load-toast-view.ts), when a page
 * that shows toasts opens (usePrepareToasts) or else with the first toast; once it is there its area is
 * set up, so a toast only adds itself. It is rendered directly, not through lazy() and Suspense, whose
 * reveal React holds back for a while even when the code is already there.
 */
export function ToastProvider({ settings, children }: { settings: ToastSettings; children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const [View, setView] = useState<ToastView | undefined>(undefined);

  // The empty area is set up in a transition (issue 58): React draws it in slices that let a tap through, where as
  // an ordinary update it took one task of 50–120 ms on a 4× slower phone as the booking form started.
  const prepare = useCallback(() => {
    const setUp = (view: ToastView) => startTransition(() => setView(() => view));
    const loaded = loadedToastView();
    if (loaded) setUp(loaded);
    else
      loadToastView().then(
        (arrived) => setUp(arrived),
        (error: unknown) => console.error(error),
      );
  }, []);

  const show = useCallback(
    (request: ToastRequest) => {
      setToast({ ...request, id: nextId++ });
      setOpen(true);
      // A toast asked for: its area with it, in the same render, when its code is there.
      const loaded = loadedToastView();
      if (loaded) setView(() => loaded);
      else prepare();
    },
    [prepare],
  );

  const toasts = useMemo(() => ({ show, prepare }), [show, prepare]);

  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {View && <View toast={toast} open={open} onOpenChange={setOpen} settings={settings} />}
    </ToastContext.Provider>
  );
}
