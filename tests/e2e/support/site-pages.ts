import { readContent } from "../../../src/content/read-content.ts";
import type { AboutContent } from "../../../src/content/generated/about.ts";
import type { BookingContent } from "../../../src/content/generated/booking.ts";
import type { FaqContent } from "../../../src/content/generated/faq.ts";
import type { FounderContent } from "../../../src/content/generated/founder.ts";
import type { HomeContent } from "../../../src/content/generated/home.ts";
import type { PrivacyContent } from "../../../src/content/generated/privacy.ts";
import type { SiteContent } from "../../../src/content/generated/site.ts";
import type { TermsContent } from "../../../src/content/generated/terms.ts";

const content = readContent();
export const site = content.site as SiteContent;
export const home = content.home as HomeContent;
export const booking = content.booking as BookingContent;
export const founder = content.founder as FounderContent;
export const faq = content.faq as FaqContent;
export const terms = content.terms as TermsContent;
export const privacy = content.privacy as PrivacyContent;
export const about = content.about as AboutContent;

interface Titled {
  heading: string;
  meta: { title: string; description: string };
}
const page = (name: "pricing" | "terms" | "privacy" | "about" | "faq") => content[name] as Titled;

export interface SitePage {
  path: string;
  /** The page's h1, from content. */
  heading: string;
  title: string;
  description: string;
  indexable: boolean;
}

/** Every route of the spec with what content says it shows (the founder card's path from content). */
export const SITE_PAGES: SitePage[] = [
  { path: "/", heading: home.hero.heading, ...home.meta, indexable: true },
  { path: "/pricing", heading: page("pricing").heading, ...page("pricing").meta, indexable: true },
  { path: "/book", heading: booking.heading, ...booking.meta, indexable: true },
  { path: "/about", heading: page("about").heading, ...page("about").meta, indexable: true },
  { path: "/faq", heading: page("faq").heading, ...page("faq").meta, indexable: true },
  { path: "/contact", heading: site.contactPage.heading, ...site.pages.contact, indexable: true },
  { path: "/terms", heading: page("terms").heading, ...page("terms").meta, indexable: true },
  { path: "/privacy", heading: page("privacy").heading, ...page("privacy").meta, indexable: true },
  { path: `/${founder.slug}`, heading: founder.name, ...founder.meta, indexable: true },
  { path: "/thank-you", heading: booking.thankYou.heading, ...booking.thankYou.meta, indexable: false },
  { path: "/booking-calendar", heading: booking.calendar.title, ...booking.calendar.meta, indexable: false },
];

export const canonicalOf = (path: string) => new URL(path, site.origin).href;

export const testimonials = content.testimonials as import("../../../src/content/generated/testimonials.ts").TestimonialsContent;
