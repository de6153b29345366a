import thankYou from "virtual:content/booking/thankYou";
import contact from "virtual:content/site/contact";
import { PageIntro } from "../../components/ui/PageIntro";
import { DropOffLocation } from "./DropOffLocation";
import "./thank-you.css";

/** "Booking Confirmed!", the thank-you message and the drop-off location (the Visit Us address) on request. */
export function ThankYouPage() {
  return (
    <div className="page thank-you">
      <PageIntro heading={thankYou.heading} intro={thankYou.message} />
      <DropOffLocation showLabel={thankYou.showLocationLabel} hideLabel={thankYou.hideLocationLabel} address={contact.address} note={thankYou.note} />
    </div>
  );
}
