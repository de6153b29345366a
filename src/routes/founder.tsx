import type { MetaFunction } from "react-router";
import founder from "virtual:content/founder";
import { pageMeta } from "../features/seo/page-meta";
import { FounderCard } from "../features/founder/FounderCard";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...founder.meta });

export default function Founder() {
  return <FounderCard />;
}
