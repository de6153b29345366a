import { BrandRow } from "./BrandRow";
import { ClosingCall } from "./ClosingCall";
import { CommuteSection } from "./CommuteSection";
import { Hero } from "./Hero";
import { LeaveItWithUs } from "./LeaveItWithUs";
import { Testimonials } from "./Testimonials";
import { Gallery } from "./Gallery";
import "./home.css";

/** The home page; also what unknown paths show. */
export function HomePage() {
  return (
    <div className="home">
      <Hero />
      <div className="home__sections">
        <BrandRow />
        <CommuteSection />
        <Gallery />
        <Testimonials />
        <LeaveItWithUs />
        <ClosingCall />
      </div>
    </div>
  );
}
