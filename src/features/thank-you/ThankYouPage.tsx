import booking from "virtual:content/booking";
import { PageIntro } from "../../components/ui/PageIntro";
import { DropOffLocation } from "./DropOffLocation";
import "./thank-you.css";

/** "Booking Confirmed!", the thank-you message and the drop-off location on request. */
export function ThankYouPage() {
  const { thankYou } = booking;
  return (
    <div className="page thank-you">
      <PageIntro heading={thankYou.heading} intro={thankYou.message} />
      <DropOffLocation
        showLabel={thankYou.showLocationLabel}
        hideLabel={thankYou.hideLocationLabel}
        address={thankYou.address}
        note={thankYou.note}
      />
    </div>
  );
}
