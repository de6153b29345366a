/** When a change was made, as a person says it, in the owner's own time zone (the browser's). */

const dayNumber = (date: Date) => Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);

/** When, as a person says it: "today, 09:12", "yesterday, 16:05", "Tuesday, 11:00", "3 Nov, 14:20", "3 Nov 2025, 14:20". */
export function whenInWords(date: Date, now: Date = new Date()): string {
  if (Number.isNaN(date.getTime())) return "at a time not recorded";
  const time = date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
  const days = dayNumber(now) - dayNumber(date);
  if (days === 0) return `today, ${time}`;
  if (days === 1) return `yesterday, ${time}`;
  if (days > 1 && days < 7) return `${date.toLocaleDateString("en-GB", { weekday: "long" })}, ${time}`;
  const year = date.getFullYear() === now.getFullYear() ? undefined : "numeric";
  return `${date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year })}, ${time}`;
}
