// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import contact from "virtual:content/site/contact";
import handoff from "virtual:content/booking/handoff";
import { BOOKING_RULES } from "../../domain/booking-options";
import { CHOICE_SOURCES } from "../../domain/choice-sources";
import { BOOKING_PARAMS, MAX_PARAM_LENGTH, allowedValues, contactSearch, parseBookingQuery } from "../../lib/booking-selection";
import { telHref } from "../../lib/contact-links";
import { handoffLinks, handoffValues } from "../../lib/handoff";
import { contactHref } from "../../lib/links";
import {
  CONTACT_WITH_CHOICE_ATTRIBUTE,
  EARLY_ANSWER_ATTRIBUTE,
  EARLY_ANSWER_DATA_ATTRIBUTE,
  HANDOFF_LINK_ATTRIBUTE,
} from "../../lib/page-script/data-attributes";
import { PAGES } from "../../lib/site-paths";
import { earlyAnswerData } from "./early-answer";
import { markEarlyAnswer } from "./mark-early-answer";

const HANDOFF = {
  contact: { phone: contact.phone, email: contact.email, whatsapp: contact.whatsapp },
  template: { emailSubject: handoff.emailSubject, message: handoff.message },
};

/**
 * The calendar's body as the prerendered page has it (BookingCalendar.tsx): the "Sorry" answer's contact link and
 * hand-off links, with the links for no choice, then the data block EarlyAnswer.tsx writes.
 */
const noChoice = parseBookingQuery(new URLSearchParams(), BOOKING_RULES).given;
const noChoiceLinks = handoffLinks(HANDOFF.contact, HANDOFF.template, handoffValues(noChoice, "", CHOICE_SOURCES), telHref);
document.body.innerHTML = `<div>
  <div><a ${CONTACT_WITH_CHOICE_ATTRIBUTE} href="${contactHref()}">contact</a>
  <a ${HANDOFF_LINK_ATTRIBUTE}="whatsapp" href="${noChoiceLinks.whatsapp}">WhatsApp</a>
  <a ${HANDOFF_LINK_ATTRIBUTE}="email" href="${noChoiceLinks.email}">email</a></div>
  <script type="application/json" ${EARLY_ANSWER_DATA_ATTRIBUTE}>${earlyAnswerData(BOOKING_RULES, { ...HANDOFF, sources: CHOICE_SOURCES })}</script></div>`;
const body = document.body.firstElementChild!;
const link = (selector: string) => body.querySelector<HTMLAnchorElement>(`a[${selector}]`)!.href;

/** Runs the early answer as the parser would on the calendar at this address: the mark it leaves, if any. */
function earlyAnswer(search: string): string | undefined {
  body.removeAttribute(EARLY_ANSWER_ATTRIBUTE);
  history.replaceState(null, "", `${PAGES.calendar.path}${search}`);
  markEarlyAnswer();
  return body.getAttribute(EARLY_ANSWER_ATTRIBUTE) ?? undefined;
}

/** What the app decides once it runs (BookingCalendar), in the script's words. */
const appAnswer = (search: string) => (parseBookingQuery(new URLSearchParams(search), BOOKING_RULES).bookable ? "bookable" : "not-bookable");

/** Every query of allowed values and absences, the bookable ones among them. */
const everyChoice = BOOKING_PARAMS.reduce<string[][]>(
  (choices, name) => choices.flatMap((choice) => ["", ...allowedValues(BOOKING_RULES, name)].map((value) => [...choice, value])),
  [[]],
).map((values) => new URLSearchParams(BOOKING_PARAMS.flatMap((name, index) => (values[index] ? [[name, values[index]]] : []))).toString());
const bookable = everyChoice.filter((search) => appAnswer(search) === "bookable");

describe("the calendar's early answer", () => {
  it("gives the app's answer for every combination of allowed values", () => {
    expect(bookable.length).toBeGreaterThan(0);
    const disagreements = everyChoice.filter((search) => earlyAnswer(`?${search}`) !== appAnswer(search));
    expect(disagreements).toEqual([]);
  });

  it("gives the app's answer for addresses no form writes", () => {
    const [first] = bookable;
    const withParam = (name: string, value: string) => {
      const params = new URLSearchParams(first);
      params.set(name, value);
      return params.toString();
    };
    const addresses = [
      "",
      `${first}&utm_source=leaflet`,
      `${first}&location=`,
      withParam("tier", `${BOOKING_RULES.tiers.join("")}x`),
      withParam("size", "x".repeat(MAX_PARAM_LENGTH + 1)),
      withParam("tier", BOOKING_RULES.tiers[0].toUpperCase()),
      withParam("wash", `${BOOKING_RULES.washes[0].value}|${BOOKING_RULES.sizes[0]}`),
      "tier=%E2%9C%93&wash=%20",
      `${first}&tier=${BOOKING_RULES.tiers[0]}`,
    ];
    for (const search of addresses) expect(earlyAnswer(`?${search}`), search).toBe(appAnswer(search));
  });

  it("reads a data block no value can end early", () => {
    const sources = { ...CHOICE_SOURCES, labels: { ...CHOICE_SOURCES.labels, tier: [{ value: "x", label: "</script><script>alert(1)</script>" }] } };
    expect(earlyAnswerData(BOOKING_RULES, { ...HANDOFF, sources })).not.toContain("<");
  });

  it("gives the Sorry answer's links the choice the app gives them, for addresses it can't book", () => {
    // Partial choices (a tier alone, a tier and wash, ...), each with an add-on and two cars, and one given twice.
    const [first] = bookable;
    const partial = BOOKING_PARAMS.map((_, count) => new URLSearchParams([...new URLSearchParams(first)].slice(0, count + 1)));
    const searches = [...partial.map((params) => `${params}&extras=${BOOKING_RULES.extras[0]}&cars=2`), `${first}&tier=${BOOKING_RULES.tiers.at(-1)}`].filter(
      (search) => appAnswer(search) === "not-bookable",
    );
    expect(searches.length).toBeGreaterThan(2);
    for (const search of searches) {
      expect(earlyAnswer(`?${search}`), search).toBe("not-bookable");
      const given = parseBookingQuery(new URLSearchParams(search), BOOKING_RULES).given;
      const app = handoffLinks(HANDOFF.contact, HANDOFF.template, handoffValues(given, "", CHOICE_SOURCES), telHref);
      expect(new URL(link(CONTACT_WITH_CHOICE_ATTRIBUTE)).search, search).toBe(new URL(contactHref(contactSearch(given)), location.href).search);
      expect(link(`${HANDOFF_LINK_ATTRIBUTE}="whatsapp"`), search).toBe(app.whatsapp);
      expect(link(`${HANDOFF_LINK_ATTRIBUTE}="email"`), search).toBe(app.email);
      // What the app writes really carries the choice: the chosen tier's words, where one is chosen.
      const tier = CHOICE_SOURCES.labels.tier.find((option) => option.value === given.tier)?.label;
      if (tier) expect(decodeURIComponent(app.whatsapp), search).toContain(tier);
    }
  });
});
