/**
 * The booking form's lists, with the Tier, Wash Type and Vehicle Size choices derived from pricing.yaml (issue 57):
 * booking.yaml writes only their questions, so a package, wash type or vehicle size added, renamed or retired on
 * the Pricing page is the booking form's at once, in the same order, and there is nothing to keep in step.
 */
import type { BookingContent } from "../content/generated/booking.ts";
import type { PricingContent } from "../content/generated/pricing.ts";

type Fields = BookingContent["fields"];

/** A choice of a list: its code and the words shown for it. */
interface FieldChoice {
  value: string;
  label: string;
}

/** booking.yaml's fields, each list with its choices: the three pricing gives joined to booking.yaml's questions. */
export type BookingFields = Omit<Fields, "tier" | "wash" | "size"> & {
  tier: Fields["tier"] & { options: readonly FieldChoice[] };
  wash: Fields["wash"] & { options: readonly (FieldChoice & { schedulingSuffix: string })[] };
  size: Fields["size"] & { options: readonly FieldChoice[] };
};

/** What of pricing.yaml the booking form offers. */
export type PricingChoices = Pick<PricingContent, "tiers" | "washTypes" | "vehicleSizes">;

export function bookingFields(fields: Fields, pricing: PricingChoices): BookingFields {
  return {
    ...fields,
    tier: { ...fields.tier, options: pricing.tiers.map((tier) => ({ value: tier.id, label: tier.name })) },
    wash: {
      ...fields.wash,
      options: pricing.washTypes.map((wash) => ({ value: wash.id, label: wash.name, schedulingSuffix: wash.schedulingSuffix })),
    },
    size: { ...fields.size, options: pricing.vehicleSizes.map((size) => ({ value: size.id, label: size.formName ?? size.name })) },
  };
}
