import type { ReactNode } from "react";
import "./warning.css";

/** A paragraph that says what stops the visitor (a custom quote, a choice that can't be booked online). `role` makes it a live status where it appears in place of the page's answer. */
export function Warning({ children, role }: { children: ReactNode; role?: "status" }) {
  return (
    <p className="warning" role={role}>
      {children}
    </p>
  );
}
