/** How prices, ranges and times from content are written on the page (en-GB, en dash for ranges). */

const EN_DASH = "\u2013";

/**
 * A formatter made on its first use, not as the module loads: making the first Intl.NumberFormat is slow on a
 * phone, and a page script loading this module must not spend that in the one long task a tap would wait for
 * (issue 58); the first render that writes a price pays it, in React's slices.
 */
function formatter(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let made: Intl.NumberFormat | undefined;
  return () => (made ??= new Intl.NumberFormat("en-GB", options));
}

const wholePounds = formatter({ style: "currency", currency: "GBP", maximumFractionDigits: 0 });
const pence = formatter({ style: "currency", currency: "GBP", minimumFractionDigits: 2 });
const hoursNumber = formatter({ maximumFractionDigits: 2 });

/** A price in pounds: 40 → "£40", 1200 → "£1,200", 12.5 → "£12.50" (content prices are whole pounds). */
export function formatPounds(amount: number): string {
  return (Number.isInteger(amount) ? wholePounds : pence)().format(amount);
}

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
  const start = hoursNumber().format(from / 60);
  if (from === to) return `${start} ${from === 60 ? "hour" : "hours"}`;
  return `${start}${EN_DASH}${hoursNumber().format(to / 60)} hours`;
}

/**
 * Fills the {name} placeholders of a content template, e.g. "{blocks}-Pack Save" with
 * { blocks: 6 } → "6-Pack Save". Placeholders without a value are left as they are.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
