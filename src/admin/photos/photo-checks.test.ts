import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { photosNamedNowhere } from "./photo-checks.ts";

/** A gallery's text naming these photos, each with its before photo when given. */
const galleryNaming = (...pairs: [string, string?][]) =>
  stringify({ items: pairs.map(([photo, before]) => ({ photo, alt: "A car", ...(before ? { before: { photo: before, alt: "Before" } } : {}) })) });

describe("a removed photo's file goes only when no content file names it", () => {
  const shared = "photos/shared-bonnet.jpg";
  const own = "photos/own-door.jpg";
  const removing = [`content/${shared}`, `content/${own}`];

  it("keeps a file another content file still names (the banner's photo, removed from the gallery)", () => {
    const savedGallery = galleryNaming();
    const home = stringify({ hero: { show: "photo", photo: { photo: shared, alt: "A car" } } });
    expect(photosNamedNowhere(removing, [savedGallery, home])).toEqual([`content/${own}`]);
  });

  it("keeps a file the saved file itself still names elsewhere (the same photo in another pair)", () => {
    expect(photosNamedNowhere(removing, [galleryNaming(["photos/other.jpg", own])])).toEqual([`content/${shared}`]);
  });

  it("removes every file no text names, and a text that doesn't parse names none", () => {
    expect(photosNamedNowhere(removing, [galleryNaming(["photos/other.jpg"]), "items: [unclosed"])).toEqual(removing);
  });
});
