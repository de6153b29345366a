import * as Toast from "@radix-ui/react-toast";
import { useState } from "react";
import { createPortal } from "react-dom";
import type { ToastViewProps } from "./toast-context";
import "./toast.css";

/**
 * The toast itself, on Radix Toast: auto-dismiss after the duration, a dismiss button, swipe right
 * past the threshold, paused while hovered or focused, announced to screen readers. Loaded apart
 * (load-toast-view.ts), so pages that never show a toast never download it.
 */
export default function ToastView({ toast, open, onOpenChange, settings }: ToastViewProps) {
  const [viewport, setViewport] = useState<HTMLOListElement | null>(null);
  return (
    <Toast.Provider duration={settings.durationMs} swipeDirection="right" swipeThreshold={settings.swipeThresholdPx} label={settings.regionLabel}>
      {toast && (
        <Toast.Root
          key={toast.id}
          className={`toast toast--${toast.variant ?? "default"}`}
          type={toast.variant === "destructive" ? "foreground" : "background"}
          duration={toast.durationMs ?? settings.durationMs}
          open={open}
          onOpenChange={onOpenChange}
        >
          <Toast.Title className="toast__title">{toast.title}</Toast.Title>
          {toast.description && <Toast.Description className="toast__description">{toast.description}</Toast.Description>}
          <Toast.Close className="toast__close" aria-label={settings.dismissLabel}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport ref={setViewport} className="toast-viewport" label={`${settings.regionLabel} ({hotkey})`} />
      {/*
        A toast is drawn through two portals: into the viewport, and its announcement into <body>. The first time
        React portals into an element it sets up its ~80 event listeners there, about 10 ms of a slow phone's
        tap (bench:toast's profile): done here, empty, as the area is set up, so the first toast doesn't wait.
      */}
      {viewport && createPortal(null, viewport)}
      {createPortal(null, document.body)}
    </Toast.Provider>
  );
}
