import type { Route } from "./+types/founder";
import founder from "virtual:content/founder";
import { pageMeta } from "../features/seo/page-meta";
import { FounderCard } from "../features/founder/FounderCard";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...founder.meta });

export default function Founder() {
  return <FounderCard />;
}
