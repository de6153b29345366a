import { createContext, useContext, useEffect } from "react";

type ToastVariant = "default" | "destructive";

export interface ToastRequest {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays, in ms; the content's default when left out. */
  durationMs?: number;
}

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

/** What the toast's own code (ToastView.tsx, loaded apart) is given. */
export interface ToastViewProps {
  /** The toast on screen, if any: without one, the area waits empty. */
  toast: ShownToast | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: ToastSettings;
}

export type ShowToast = (toast: ToastRequest) => void;

interface Toasts {
  show: ShowToast;
  /** Loads the toast's code and sets up its (empty) area, so the first toast shows at once. */
  prepare: () => void;
}

const missingProvider = () => {
  throw new Error("Toasts need a <ToastProvider> above them.");
};

export const ToastContext = createContext<Toasts>({ show: missingProvider, prepare: missingProvider });

/** Shows a toast; a newer toast replaces the one on screen (at most one at once). */
export function useToast(): ShowToast {
  return useContext(ToastContext).show;
}

/**
 * For a page that shows toasts: gets them ready when the page opens (their code, fetched then, and their
 * area). Pages that don't call it never download the toast's code.
 */
export function usePrepareToasts(): void {
  const { prepare } = useContext(ToastContext);
  useEffect(prepare, [prepare]);
}
