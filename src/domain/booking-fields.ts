import fields from "virtual:content/booking/fields";
import tiers from "virtual:content/pricing/tiers";
import washTypes from "virtual:content/pricing/washTypes";
import vehicleSizes from "virtual:content/pricing/vehicleSizes";
import { bookingFields } from "../lib/booking-fields";

/** The booking form's lists: booking.yaml's questions, with the packages, wash types and sizes of pricing.yaml as the choices. */
export const BOOKING_FIELDS = bookingFields(fields, { tiers, washTypes, vehicleSizes });
