import type { ReactNode } from "react";
import "./notice.css";

/** A note the page points out: a tinted paragraph with a bar at its start. `className` adds the place's own class. */
export function Notice({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={className ? `notice ${className}` : "notice"}>{children}</p>;
}
