import founder from "virtual:content/founder";
import { pageMeta } from "../features/seo/page-meta";
import { FounderCard } from "../features/founder/FounderCard";

export const meta = () => pageMeta({ path: `/${founder.slug}`, ...founder.meta });

export default function Founder() {
  return <FounderCard />;
}
