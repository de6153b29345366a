import type { MetaFunction } from "react-router";
import heading from "virtual:content/booking/heading";
import words from "virtual:content/booking/meta";
import intro from "virtual:content/booking/intro";
import { pageMeta } from "../features/seo/page-meta";
import { PageIntro } from "../components/ui/PageIntro";
import { Island } from "../components/island/Island";
import bookIsland from "../islands/book";
import { ClosureNotices } from "../features/closures/ClosureNotices";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...words });

export default function BookPage() {
  return (
    <>
      <ClosureNotices />
      <div className="page">
        <PageIntro heading={heading} intro={intro} />
        <Island of={bookIsland} />
      </div>
    </>
  );
}
