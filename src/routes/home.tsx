import type { MetaFunction } from "react-router";
import home from "virtual:content/home";
import pricing from "virtual:content/pricing";
import site from "virtual:content/site";
import { pageMeta } from "../features/seo/page-meta";
import { localBusinessJsonLd } from "../features/seo/local-business";
import { HomePage } from "../features/home/HomePage";
import { heroPreload } from "../features/home/hero-preload";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...home.meta, jsonLd: localBusinessJsonLd(site, pricing) });

export const links = () => [heroPreload()];

export default HomePage;
