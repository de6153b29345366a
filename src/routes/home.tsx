import type { MetaFunction } from "react-router";
import home from "virtual:content/home";
import pricing from "virtual:content/pricing";
import areasServed from "virtual:content/site/areasServed";
import businessName from "virtual:content/site/businessName";
import contact from "virtual:content/site/contact";
import logo from "virtual:content/site/logo";
import origin from "virtual:content/site/origin";
import shareImage from "virtual:content/site/shareImage";
import social from "virtual:content/site/social";
import { pageMeta } from "../features/seo/page-meta";
import { localBusinessJsonLd } from "../features/seo/local-business";
import { HomePage } from "../features/home/HomePage";
import { heroPreload } from "../features/home/hero-preload";
import { ClosureNotices } from "../features/closures/ClosureNotices";

export const meta: MetaFunction = ({ location }) =>
  pageMeta({
    path: location.pathname,
    ...home.meta,
    jsonLd: localBusinessJsonLd({ businessName, origin, logo, shareImage, contact, areasServed, social }, pricing),
  });

export const links = () => [heroPreload()];

/** The home page, with the notice of a closure on its days (the not-found page shows the home page alone). */
export default function Home() {
  return (
    <>
      <ClosureNotices />
      <HomePage />
    </>
  );
}
