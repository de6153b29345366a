import home from "virtual:content/home";
import { shownBannerPhoto } from "../../lib/photos";
import { builtPhoto } from "./built-photo";

/** The banner photo fills the screen's width. */
export const HERO_PHOTO_SIZES = "100vw";

/** The owner's banner photo when content shows one (home.hero.show is "photo"), with the files the build made of it. */
export function heroPhoto() {
  const photo = shownBannerPhoto(home.hero);
  return photo ? { alt: photo.alt, built: builtPhoto(photo.photo) } : undefined;
}
