/**
 * Each page's path as the tests open it, from the route table (src/lib/site-paths.ts, by the page's route
 * module): no test writes a page's path itself, so moving a page moves its tests with it.
 */
import { pathOfRoute } from "../../src/lib/site-paths.ts";

export const PATH = {
  pricing: pathOfRoute("routes/pricing.tsx"),
  book: pathOfRoute("routes/book.tsx"),
  about: pathOfRoute("routes/about.tsx"),
  faq: pathOfRoute("routes/faq.tsx"),
  contact: pathOfRoute("routes/contact.tsx"),
  terms: pathOfRoute("routes/terms.tsx"),
  privacy: pathOfRoute("routes/privacy.tsx"),
  thankYou: pathOfRoute("routes/thank-you.tsx"),
  calendar: pathOfRoute("routes/booking-calendar.tsx"),
} as const;
