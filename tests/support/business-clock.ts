/**
 * Instants on the business's clock (the UK's, src/lib/business-day.ts), for tests that set the browser's clock: "00:30
 * on the 24th in the UK" is the same instant whatever time zone the browser is told it is in.
 */
import { BUSINESS_TIME_ZONE } from "../../src/lib/business-day.ts";

/** The UK's offset from UTC at an instant, in minutes (0 in winter, 60 in summer). */
function ukOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat("en-GB", { timeZone: BUSINESS_TIME_ZONE, timeZoneName: "shortOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")!.value;
  const found = /GMT([+-]\d+)?(?::(\d+))?/.exec(name);
  if (!found) throw new Error(`unexpected offset name ${name}`);
  const hours = Number(found[1] ?? 0);
  return hours * 60 + Math.sign(hours) * Number(found[2] ?? 0);
}

/** The instant it is `time` ("HH:MM") on `day` (an ISO date) in the UK. */
export function ukTime(day: string, time: string): Date {
  const asUtc = new Date(`${day}T${time}:00Z`);
  return new Date(asUtc.getTime() - ukOffsetMinutes(asUtc) * 60_000);
}
