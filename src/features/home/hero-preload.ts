import type { LinkDescriptor } from "react-router";
import home from "virtual:content/home";
import { HERO_PHOTO_SIZES, heroPhoto } from "./hero-photo";

/**
 * The hero's still image is the home page's largest paint: ask for it before the parser reaches it.
 * The owner's photo in the size the screen needs (its AVIF srcset), or else the video's poster.
 */
export function heroPreload(): LinkDescriptor {
  const photo = heroPhoto();
  const avif = photo?.built.sources.find((source) => source.type === "image/avif");
  if (avif) return { rel: "preload", as: "image", imageSrcSet: avif.srcSet, imageSizes: HERO_PHOTO_SIZES, type: avif.type };
  return { rel: "preload", as: "image", href: home.hero.video.poster.avif, type: "image/avif" };
}
