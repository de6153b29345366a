import { describe, expect, it } from "vitest";
import { BOOKING_FORM_PATH, CALENDAR_PATH, bookingFormHref, calendarHref, contactHref } from "./links";
import { sitePaths } from "./site-paths";

/** A page's path as the route table lists it, by its route module. */
const pathOf = (file: string) => sitePaths("any-founder").find((entry) => entry.file === file)!.path;

describe("the link builders", () => {
  it("take each page's path from the route table", () => {
    expect(BOOKING_FORM_PATH).toBe(pathOf("routes/book.tsx"));
    expect(CALENDAR_PATH).toBe(pathOf("routes/booking-calendar.tsx"));
    expect(contactHref()).toBe(pathOf("routes/contact.tsx"));
  });

  it("add the query they are given, and no ? without one", () => {
    expect(bookingFormHref()).toBe(BOOKING_FORM_PATH);
    expect(bookingFormHref("tier=a&wash=b")).toBe(`${BOOKING_FORM_PATH}?tier=a&wash=b`);
    expect(calendarHref("tier=a")).toBe(`${CALENDAR_PATH}?tier=a`);
    expect(contactHref("postcode=IG1+3TY")).toBe(`${pathOf("routes/contact.tsx")}?postcode=IG1+3TY`);
  });
});
