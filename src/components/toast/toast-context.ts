import { createContext, useContext, useEffect } from "react";

type ToastVariant = "default" | "destructive";

export interface ToastRequest {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays, in ms; the content's default when left out. */
  durationMs?: number;
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
