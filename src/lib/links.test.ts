import { describe, expect, it } from "vitest";
import { bookingFormHref, calendarHref, contactHref } from "./links";
import { PAGES } from "./site-paths";

const { book, calendar, contact } = PAGES;

describe("the link builders", () => {
  it("take each page's path from the route table", () => {
    expect(new URL(bookingFormHref("tier=a"), "https://site.test").pathname).toBe(book.path);
    expect(new URL(calendarHref("tier=a"), "https://site.test").pathname).toBe(calendar.path);
    expect(contactHref()).toBe(contact.path);
  });

  it("add the query they are given, and no ? without one", () => {
    expect(bookingFormHref()).toBe(book.path);
    expect(bookingFormHref("tier=a&wash=b")).toBe(`${book.path}?tier=a&wash=b`);
    expect(calendarHref("tier=a")).toBe(`${calendar.path}?tier=a`);
    expect(contactHref("postcode=IG1+3TY")).toBe(`${contact.path}?postcode=IG1+3TY`);
  });
});
