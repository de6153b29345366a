import type { MetaDescriptor } from "react-router";
import businessName from "virtual:content/site/businessName";
import language from "virtual:content/site/language";
import origin from "virtual:content/site/origin";
import shareImage from "virtual:content/site/shareImage";
import { pagePath, sitePathAt } from "../../lib/site-paths";

export interface PageMetaInput {
  /** The page's own path, used for its canonical URL. */
  path: string;
  title: string;
  description: string;
  /** false for a page search engines should not list; by default the route table's say (docs/decisions.md 3 and 4). */
  indexable?: boolean;
  /** Structured data for search engines (JSON-LD), if the page has any. */
  jsonLd?: object;
}

/** Title, description, canonical link, robots rule and link-preview tags of a page, from content. */
export function pageMeta({ path, title, description, indexable = sitePathAt(path).indexable, jsonLd }: PageMetaInput): MetaDescriptor[] {
  const canonical = new URL(pagePath(path), origin).href;
  const image = new URL(shareImage.src, origin).href;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...(indexable ? [] : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: businessName },
    { property: "og:locale", content: language.replace("-", "_") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: shareImage.alt },
    ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
  ];
}
