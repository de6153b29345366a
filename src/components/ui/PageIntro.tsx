import type { ReactNode } from "react";
import "./page-intro.css";

/** A page's heading and opening paragraph. */
export function PageIntro({ heading, intro, children }: { heading: string; intro?: string; children?: ReactNode }) {
  return (
    <header className="page-intro">
      <h1>{heading}</h1>
      {intro && <p className="page-intro__text">{intro}</p>}
      {children}
    </header>
  );
}
