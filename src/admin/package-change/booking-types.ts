/**
 * The scheduling service's booking types a new package needs: they live in the owner's scheduling account, outside
 * the site, so the editor lists the paths to create there (together/TogetherPanel.tsx), one for each vehicle size
 * and wash type, alone and in each pack, named as the calendar asks for them (lib/booking-selection.ts).
 */
import { schedulingPath } from "../../lib/booking-selection.ts";
import { isPlainObject } from "../schema/field-tree.ts";
import { codesOf } from "../schema/schema-fields.ts";
import { packSizes } from "./follow-pricing.ts";
import type { ToCreate } from "./to-create.ts";

const asPlain = (value: unknown): Record<string, unknown> => (isPlainObject(value) ? value : {});

function bookingTypesFor(tier: string, pricing: unknown, booking: unknown): string[] {
  const washTypes = Array.isArray(asPlain(pricing).washTypes) ? (asPlain(pricing).washTypes as unknown[]).map(asPlain) : [];
  const washes = washTypes.map((wash) => ({
    value: String(wash.id),
    schedulingSuffix: typeof wash.schedulingSuffix === "string" ? wash.schedulingSuffix : "",
  }));
  const prefix = String(asPlain(asPlain(booking).scheduling).prefix ?? "");
  const blocks = ["", ...packSizes(booking).map(String)];
  return codesOf(pricing, "vehicleSizes").flatMap((size) =>
    washes.flatMap((wash) => blocks.map((pack) => schedulingPath({ blocks: pack, tier, wash: wash.value, size }, prefix, { washes }))),
  );
}

/** The booking types of every package on the Pricing page now whose code it didn't have as read (added, or renamed), by package. */
export function newBookingTypesByPackage(asRead: unknown, pricing: unknown, booking: unknown): ToCreate {
  const had = codesOf(asRead, "tiers");
  return Object.fromEntries(
    codesOf(pricing, "tiers")
      .filter((code) => code !== "" && !had.includes(code))
      .map((code) => [code, bookingTypesFor(code, pricing, booking)]),
  );
}

/** The same, in one list. */
export const newBookingTypes = (asRead: unknown, pricing: unknown, booking: unknown): string[] =>
  Object.values(newBookingTypesByPackage(asRead, pricing, booking)).flat();
