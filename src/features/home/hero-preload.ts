import type { LinkDescriptor } from "react-router";
import home from "virtual:content/home";

/** The hero poster is the home page's largest paint: ask for it before the parser reaches it. */
export const heroPosterPreload: LinkDescriptor = {
  rel: "preload",
  as: "image",
  href: home.hero.video.poster.avif,
  type: "image/avif",
};
