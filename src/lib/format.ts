/** How prices, ranges and times from content are written on the page (en-GB, en dash for ranges). */

const EN_DASH = "\u2013";

/**
 * A number as en-GB writes it, `digits` after the point (grouped in threes: 12345.5 → "12,345.50"). Written by hand
 * rather than with Intl.NumberFormat, whose first use on a phone loads the locale's data: 130–270 ms of one task at
 * 4× CPU, which a tap during the booking form's start would wait for (issue 58). format.test.ts holds it to Intl's.
 */
function enGb(amount: number, digits: number): string {
  return amount.toFixed(digits).replace(/\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ","));
}

/** A price in pounds: 40 → "£40", 1200 → "£1,200", 12.5 → "£12.50" (content prices are whole pounds). */
export function formatPounds(amount: number): string {
  // The pound sign after a minus, as Intl writes it: -£5.
  return enGb(amount, Number.isInteger(amount) ? 0 : 2).replace(/^-?/, "$&£");
}

/** Minutes in hours, to two decimals at most: 90 → "1.5". */
const hours = (minutes: number) => enGb(minutes / 60, 2).replace(/\.?0+$/, "");

/** A price range: 25–35 → "£25–£35"; a single price when both ends are the same. */
export function formatPoundRange(from: number, to: number): string {
  return from === to ? formatPounds(from) : `${formatPounds(from)}${EN_DASH}${formatPounds(to)}`;
}

/**
 * A time range given in minutes: 20–30 → "20–30 min", 60 → "1 hour", 90 → "1.5 hours",
 * 60–90 → "1–1.5 hours". Hours are used only when both ends are at least an hour and fall on a
 * quarter hour, so the decimal stays short and exact (e.g. 1.25); anything else stays in minutes.
 */
export function formatMinutesRange(from: number, to: number): string {
  const inHours = [from, to].every((minutes) => minutes >= 60 && minutes % 15 === 0);
  if (!inHours) return from === to ? `${from} min` : `${from}${EN_DASH}${to} min`;
  const start = hours(from);
  if (from === to) return `${start} ${from === 60 ? "hour" : "hours"}`;
  return `${start}${EN_DASH}${hours(to)} hours`;
}

/**
 * Fills the {name} placeholders of a content template, e.g. "{blocks}-Pack Save" with
 * { blocks: 6 } → "6-Pack Save". Placeholders without a value are left as they are.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}

/** A list in words: "a", "a and b", "a, b and c". */
export function listInWords(words: readonly string[]): string {
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
