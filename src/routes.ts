import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { readFounder } from "./content/read-content.ts";

/** The spec's routes; the founder card's address comes from content/founder.yaml (decisions.md 2). */
export default [
  index("routes/home.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("book", "routes/book.tsx"),
  route("booking-calendar", "routes/booking-calendar.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("about", "routes/about.tsx"),
  route("faq", "routes/faq.tsx"),
  route("contact", "routes/contact.tsx"),
  route(readFounder().slug, "routes/founder.tsx"),
  // Unknown paths show the home page, marked noindex (decisions.md 3).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
