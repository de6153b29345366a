// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { BOOKING_RULES } from "../../../tests/fixtures/booking/booking-rules";
import { BOOKING_PARAMS, MAX_PARAM_LENGTH, allowedValues, parseBookingQuery } from "../../lib/booking-selection";
import { EARLY_ANSWER_ATTRIBUTE, EARLY_ANSWER_DATA_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import { PAGES } from "../../lib/site-paths";
import { earlyAnswerData } from "./early-answer";
import { markEarlyAnswer } from "./mark-early-answer";

/** The calendar's body as the prerendered page has it: the data block EarlyAnswer.tsx writes. */
document.body.innerHTML = `<div><script type="application/json" ${EARLY_ANSWER_DATA_ATTRIBUTE}>${earlyAnswerData(BOOKING_RULES)}</script></div>`;
const body = document.body.firstElementChild!;

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
    ];
    for (const search of addresses) expect(earlyAnswer(`?${search}`), search).toBe(appAnswer(search));
  });

  it("reads a data block no value can end early", () => {
    expect(earlyAnswerData(BOOKING_RULES)).not.toContain("<");
  });

  it("leaves a parameter given twice to the app", () => {
    expect(earlyAnswer(`?${bookable[0]}&tier=${BOOKING_RULES.tiers[0]}`)).toBeUndefined();
  });
});
