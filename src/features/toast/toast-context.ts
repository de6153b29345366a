import { createContext, useContext } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastRequest {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays, in ms; the content's default when left out. */
  durationMs?: number;
}

export type ShowToast = (toast: ToastRequest) => void;

export const ToastContext = createContext<ShowToast>(() => {
  throw new Error("useToast() needs a <ToastProvider> above it.");
});

/** Shows a toast; a newer toast replaces the one on screen (at most one at once). */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
