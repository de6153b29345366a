import site from "virtual:content/site";
import "./skip-link.css";

export const MAIN_CONTENT_ID = "main-content";

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {site.skipLink}
    </a>
  );
}
