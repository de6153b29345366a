import type { MetaFunction } from "react-router";
import calendar from "virtual:content/booking/calendar";
import { pageMeta } from "../features/seo/page-meta";
import { Island } from "../components/island/Island";
import calendarIsland from "../islands/calendar";
import { ClosureNotices } from "../features/closures/ClosureNotices";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...calendar.meta });

export default function Calendar() {
  return (
    <>
      <ClosureNotices />
      <Island of={calendarIsland} />
    </>
  );
}
