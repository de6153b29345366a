import skipLink from "virtual:content/site/skipLink";
import "./skip-link.css";

export const MAIN_CONTENT_ID = "main-content";

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {skipLink}
    </a>
  );
}
