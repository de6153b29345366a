import type { MetaDescriptor } from "react-router";
import site from "virtual:content/site";

export interface PageMetaInput {
  /** The page's own path, used for its canonical URL. */
  path: string;
  title: string;
  description: string;
  /** false for pages search engines should not list (decisions.md 3 and 4). */
  indexable?: boolean;
}

/** Title, description, canonical link and robots rule of a page, from content. */
export function pageMeta({ path, title, description, indexable = true }: PageMetaInput): MetaDescriptor[] {
  const canonical = new URL(path, site.origin).href;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...(indexable ? [] : [{ name: "robots", content: "noindex" }]),
  ];
}
