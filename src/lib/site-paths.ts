/**
 * The route table: every page of the site, once, with what the rest of the code needs to know about
 * it. `src/routes.ts` (the router), `react-router.config.ts` (prerender), the sitemap, the security
 * headers, the page meta (robots rule), the floating button, the founder-slug check, the tests and the
 * benchmarks all read it. Adding a page is one line here plus its route module.
 */

import type { ContentFiles } from "../content/generated/content-files.ts";

/** A third-party service a page's Content-Security-Policy lets in, besides the map every page allows. */
type ThirdParty = "scheduling";

/** A page's words: its h1, and its meta (the title and description). */
interface PageWords {
  heading: string;
  meta: { title: string; description: string };
}

/**
 * Where content keeps a page's words. The page's route module renders them; the browser tests check every
 * page against these (tests/support/site-pages.ts), so a new page is checked from its line here alone.
 */
interface WordsSource {
  /** The content file that holds them (the editor previews this page for it). */
  wordsFile: keyof ContentFiles;
  /** Reads them from the checked content: typed, so a moved or renamed field fails the type check. */
  words: (content: ContentFiles) => PageWords;
}

/** The content files with `heading` and `meta` at their top. */
type OwnWordsFile = { [File in keyof ContentFiles]: ContentFiles[File] extends PageWords ? File : never }[keyof ContentFiles];

/** The usual place: `heading` and `meta` at the top of the page's own content file. */
const wordsOf = (file: OwnWordsFile): WordsSource => ({ wordsFile: file, words: (content) => ({ heading: content[file].heading, meta: content[file].meta }) });

export interface SitePath {
  /** The page's path. The founder card's comes from content (founder.yaml › slug). */
  path: string;
  /** Its route module, under src/. */
  file: string;
  /** Where content keeps its heading, title and description. */
  wordsFile: WordsSource["wordsFile"];
  words: WordsSource["words"];
  /** Search engines may list it, and it is in the sitemap; otherwise its meta says noindex (docs/decisions.md 3 and 4). */
  indexable: boolean;
  /** Third-party services the page loads, so its policy allows their hosts (scripts/build/security-headers.ts). */
  thirdParty: readonly ThirdParty[];
  /** The floating "Book a Wash" button shows; not on the booking pages, where it would point where the visitor is. */
  floatingButton: boolean;
}

/** Stands for the founder card's path in the table; sitePaths() puts content's slug in its place. */
const FOUNDER_PATH = "/:founder";

const page = (path: string, file: string, words: WordsSource, settings: Partial<Omit<SitePath, "path" | "file" | keyof WordsSource>> = {}): SitePath => ({
  path,
  file,
  ...words,
  indexable: true,
  thirdParty: [],
  floatingButton: true,
  ...settings,
});

/**
 * Every page, by name, in the order of the sitemap: `PAGES.book.path` is the booking form's path wherever
 * code, a test or a benchmark needs it. No page path is written anywhere else.
 */
export const PAGES = {
  home: page("/", "routes/home.tsx", { wordsFile: "home", words: ({ home }) => ({ heading: home.hero.heading, meta: home.meta }) }),
  pricing: page("/pricing", "routes/pricing.tsx", wordsOf("pricing")),
  book: page("/book", "routes/book.tsx", wordsOf("booking"), { floatingButton: false }),
  about: page("/about", "routes/about.tsx", wordsOf("about")),
  faq: page("/faq", "routes/faq.tsx", wordsOf("faq")),
  contact: page("/contact", "routes/contact.tsx", {
    wordsFile: "site",
    words: ({ site }) => ({ heading: site.contactPage.heading, meta: site.pages.contact }),
  }),
  terms: page("/terms", "routes/terms.tsx", wordsOf("terms")),
  privacy: page("/privacy", "routes/privacy.tsx", wordsOf("privacy")),
  founder: page(FOUNDER_PATH, "routes/founder.tsx", { wordsFile: "founder", words: ({ founder }) => ({ heading: founder.name, meta: founder.meta }) }),
  thankYou: page(
    "/thank-you",
    "routes/thank-you.tsx",
    { wordsFile: "booking", words: ({ booking }) => ({ heading: booking.thankYou.heading, meta: booking.thankYou.meta }) },
    { indexable: false },
  ),
  calendar: page(
    "/booking-calendar",
    "routes/booking-calendar.tsx",
    { wordsFile: "booking", words: ({ booking }) => ({ heading: booking.calendar.title, meta: booking.calendar.meta }) },
    {
      indexable: false,
      thirdParty: ["scheduling"],
      floatingButton: false,
    },
  ),
} as const satisfies Record<string, SitePath>;

/** A page's name in the table. */
export type PageName = keyof typeof PAGES;
/** The pages whose path the table holds; the founder card's comes from content (sitePaths, founderPath). */
export type FixedPathPage = Exclude<PageName, "founder">;

const ROUTE_TABLE: readonly SitePath[] = Object.values(PAGES);

/** The founder card's path, from content's slug (founder.yaml › slug). */
export const founderPath = (founderSlug: string) => `/${founderSlug}`;

/** Every page of the site, with the founder card at content's slug. */
export function sitePaths(founderSlug: string): SitePath[] {
  return ROUTE_TABLE.map((entry) => (entry === PAGES.founder ? { ...entry, path: founderPath(founderSlug) } : entry));
}

/** The site editor's address (scripts/build/admin/write-admin.ts writes it; `npm run edit` serves it). Not a page of the table: React Router never sees it. */
export const EDITOR_PATH = "/admin/";

/**
 * A page's path as the table (and every link, canonical URL and sitemap entry) writes it: without a trailing
 * slash, but for the home page's "/". React Router 8 prerenders each page from its path with a slash added
 * (`/terms/`, the folder its index.html goes in), and a host may answer either, so a path read from the
 * location goes through this before it is compared or published.
 */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * The table's entry for a prerendered page's path. The founder card is the one page whose path comes
 * from content, so any path the table doesn't name is the founder card's (unknown paths are served
 * 404.html, whose route says so itself).
 */
export function sitePathAt(pathname: string): SitePath {
  const path = pagePath(pathname);
  return ROUTE_TABLE.find((entry) => entry.path === path) ?? PAGES.founder;
}

const segmentsOf = (table: readonly SitePath[]) => table.filter((entry) => entry !== PAGES.founder && entry !== PAGES.home).map((entry) => entry.path.slice(1));

/**
 * The first path segments the site's own pages use, which the founder card's slug must not take. Marked pure, so a
 * bundle that never reads it (the islands') doesn't compute it.
 */
export const PAGE_SEGMENTS: readonly string[] = /* @__PURE__ */ segmentsOf(ROUTE_TABLE);

/** The path prerendered for 404.html (the build moves it into place: scripts/build/finish-static-site.ts), without its slash. */
export const NOT_FOUND_SEGMENT = "404";
