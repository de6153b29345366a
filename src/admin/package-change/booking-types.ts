/**
 * The scheduling service's booking types a new package needs: they live in the owner's scheduling account, outside
 * the site, so the editor lists the paths to create there (package-change/PackageChangePanel.tsx), one for each vehicle size
 * and wash type, alone and in each pack, named as the calendar asks for them (lib/booking-selection.ts). The lists are
 * read where the files' declarations say they are (src/content/file-declarations.ts's CODE_LISTS).
 */
import { CODE_LISTS, codesIn, valueAt } from "../../content/file-declarations.ts";
import { schedulingPath } from "../../lib/booking-selection.ts";
import { isPlainObject } from "../schema/field-tree.ts";
import type { ToCreate } from "./to-create.ts";

const asPlain = (value: unknown): Record<string, unknown> => (isPlainObject(value) ? value : {});

/** A list's codes as text, as the calendar's paths write them. */
const codesOf = (content: unknown, list: keyof typeof CODE_LISTS): string[] => codesIn(content, list).map(String);

function bookingTypesFor(tier: string, pricing: unknown, booking: unknown): string[] {
  const entries = valueAt(pricing, CODE_LISTS.washTypes.at);
  const washes = (Array.isArray(entries) ? entries : []).map(asPlain).map((wash) => ({
    value: String(wash[CODE_LISTS.washTypes.id]),
    schedulingSuffix: typeof wash.schedulingSuffix === "string" ? wash.schedulingSuffix : "",
  }));
  const prefix = String(asPlain(asPlain(booking).scheduling).prefix ?? "");
  const blocks = ["", ...codesOf(booking, "packSizes")];
  return codesOf(pricing, "vehicleSizes").flatMap((size) =>
    washes.flatMap((wash) => blocks.map((pack) => schedulingPath({ blocks: pack, tier, wash: wash.value, size }, prefix, { washes }))),
  );
}

/** The booking types of every package on the Pricing page now whose code it didn't have as read (added, or renamed), by package. */
export function newBookingTypesByPackage(asRead: unknown, pricing: unknown, booking: unknown): ToCreate {
  const had = codesOf(asRead, "packages");
  return Object.fromEntries(
    codesOf(pricing, "packages")
      .filter((code) => code !== "" && !had.includes(code))
      .map((code) => [code, bookingTypesFor(code, pricing, booking)]),
  );
}

/** The same, in one list. */
export const newBookingTypes = (asRead: unknown, pricing: unknown, booking: unknown): string[] =>
  Object.values(newBookingTypesByPackage(asRead, pricing, booking)).flat();
