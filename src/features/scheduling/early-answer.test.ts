import { describe, expect, it } from "vitest";
import { BOOKING_RULES } from "../../../tests/fixtures/booking/booking-rules";
import { BOOKING_PARAMS, MAX_PARAM_LENGTH, allowedValues, parseBookingQuery } from "../../lib/booking-selection";
import { EARLY_ANSWER_ATTRIBUTE, bookableKeys, earlyAnswerScript } from "./early-answer";

const script = earlyAnswerScript(bookableKeys(BOOKING_RULES));

/** Runs the inline script as the parser would on the calendar at this address: the mark it leaves, if any. */
function earlyAnswer(search: string): string | undefined {
  const marks: Record<string, string> = {};
  const parentElement = { setAttribute: (name: string, value: string) => (marks[name] = value) };
  new Function("location", "document", script)({ search }, { currentScript: { parentElement } });
  return marks[EARLY_ANSWER_ATTRIBUTE];
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

  it("leaves a parameter given twice to the app", () => {
    expect(earlyAnswer(`?${bookable[0]}&tier=${BOOKING_RULES.tiers[0]}`)).toBeUndefined();
  });
});
