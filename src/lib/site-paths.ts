/** Which page a path is, with whether search engines may list it (decisions.md 4). */
export interface SitePath {
  path: string;
  indexable: boolean;
}

/** Every page of the site, in the order of the sitemap. */
export function sitePaths(founderSlug: string): SitePath[] {
  return [
    { path: "/", indexable: true },
    { path: "/pricing", indexable: true },
    { path: "/book", indexable: true },
    { path: "/about", indexable: true },
    { path: "/faq", indexable: true },
    { path: "/contact", indexable: true },
    { path: "/terms", indexable: true },
    { path: "/privacy", indexable: true },
    { path: `/${founderSlug}`, indexable: true },
    { path: "/thank-you", indexable: false },
    { path: "/booking-calendar", indexable: false },
  ];
}
