import { describe, expect, it } from "vitest";
import { emailSubject, handoffLinks, messageLines, unknownPlaceholders } from "./handoff";

const TEMPLATE = {
  emailSubject: "Fixture request: {tier}, {size}",
  message: ["Hello, I'd like to book.", "Location: {location}", "Pack: {blocks}", "Package: {tier} ({wash})", "Postcode: {postcode}", "Price: £{price}"],
};
const CONTACT = { phone: "07700 900111", email: "fixture@example.co.uk", whatsapp: "447700900111" };
const tel = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;

/** What the visitor's app receives: the link's query, decoded as a browser would. */
const decoded = (href: string, name: string) => new URL(href).searchParams.get(name);

describe("messageLines", () => {
  it("fills every placeholder and leaves out the lines whose choice is missing", () => {
    expect(messageLines(TEMPLATE.message, { location: "At home", tier: "Gold", wash: "Outside only", price: "31" })).toEqual([
      "Hello, I'd like to book.",
      "Location: At home",
      "Package: Gold (Outside only)",
      "Price: £31",
    ]);
  });

  it("treats an empty value as not chosen", () => {
    expect(messageLines(["Pack: {blocks}"], { blocks: "" })).toEqual([]);
  });
});

describe("emailSubject", () => {
  it.each([
    [{ tier: "Gold", size: "Van" }, "Fixture request: Gold, Van"],
    [{ tier: "Gold" }, "Fixture request: Gold"],
    [{}, "Fixture request"],
  ])("%o → %s", (values, expected) => {
    expect(emailSubject(TEMPLATE.emailSubject, values)).toBe(expected);
  });
});

describe("handoffLinks: the choice survives the trip intact", () => {
  const values = { location: "Home & away", tier: "Gold + Wax 🚗", wash: "In/out #1", postcode: "IG1 3TY", price: "31" };
  const links = handoffLinks(CONTACT, TEMPLATE, values, tel);

  it("writes the message into WhatsApp's link, line by line", () => {
    expect(links.whatsapp.startsWith("https://wa.me/447700900111?text=")).toBe(true);
    expect(decoded(links.whatsapp, "text")).toBe(
      ["Hello, I'd like to book.", "Location: Home & away", "Package: Gold + Wax 🚗 (In/out #1)", "Postcode: IG1 3TY", "Price: £31"].join("\n"),
    );
  });

  it("writes the subject and the body into the email link, lines ending in CRLF", () => {
    expect(links.email.startsWith("mailto:fixture@example.co.uk?subject=")).toBe(true);
    expect(decoded(links.email.replace("mailto:", "mailto://x/"), "subject")).toBe("Fixture request: Gold + Wax 🚗");
    expect(decoded(links.email.replace("mailto:", "mailto://x/"), "body")).toBe(
      ["Hello, I'd like to book.", "Location: Home & away", "Package: Gold + Wax 🚗 (In/out #1)", "Postcode: IG1 3TY", "Price: £31"].join("\r\n"),
    );
    // A literal "+" would read as a space, "#" would end the link and "&" the value: all are encoded.
    expect(links.email.split("&")).toHaveLength(2);
    expect(links.email).not.toMatch(/[+#]/);
    expect(links.whatsapp).not.toMatch(/[+#&]/);
  });

  it("calls the number", () => {
    expect(links.phone).toBe("tel:07700900111");
  });
});

describe("unknownPlaceholders", () => {
  it("names what a template uses that the hand-off can't fill", () => {
    expect(unknownPlaceholders("Package: {tier}, colour: {colour}, {}")).toEqual(["colour", ""]);
    expect(unknownPlaceholders(TEMPLATE.message.join(" "))).toEqual([]);
  });

  it("knows the extras and the number of cars", () => {
    expect(unknownPlaceholders("Extras: {extras}, cars: {cars}")).toEqual([]);
    expect(messageLines(["Extras: {extras}", "Cars: {cars}"], { extras: "Wax, Mats", cars: "" })).toEqual(["Extras: Wax, Mats"]);
  });
});
