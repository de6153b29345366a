/**
 * The banner video (HeroVideo.tsx renders it): the muted loop starts on its own once the page has loaded
 * (so its file never competes with the poster, the page's largest paint, on a slow connection), unless the
 * visitor asked for less motion or less data (docs/decisions.md 16: then it isn't even fetched until they
 * press play) or has pressed its button already,
 * and its button pauses and plays it (WCAG 2.2.2). The state is `data-playing` on the media, set as the
 * video is asked to play (so the button offers Pause at once, while the file still loads) and put back if
 * it can't; home.css shows the video and the button's label from it. Part of the page script (page-script.ts), so the
 * button works from the first paint; without JavaScript the video never plays and the button is hidden.
 */
import { PLAYING_ATTRIBUTE, VIDEO_TOGGLE_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import { eventTarget, forEachNewElement } from "../../lib/page-script/page-changes";

const MEDIA = `[${PLAYING_ATTRIBUTE}]`;

/** Whether the visitor asked for less motion or less data. */
function prefersStillHero(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return saveData || matchMedia("(prefers-reduced-motion: reduce)").matches;
}

async function play(media: Element): Promise<void> {
  const video = media.querySelector("video");
  if (!video) return;
  try {
    video.muted = true;
    media.setAttribute(PLAYING_ATTRIBUTE, "true");
    await video.play();
  } catch {
    // Autoplay refused or the file failed: the poster stays, and the button offers play. (Not when the
    // visitor pressed play again since: that newer play() is still under way.)
    if (video.paused) media.setAttribute(PLAYING_ATTRIBUTE, "false");
  }
}

function toggle(media: Element): void {
  const video = media.querySelector("video");
  if (video?.paused) {
    void play(media);
    return;
  }
  video?.pause();
  media.setAttribute(PLAYING_ATTRIBUTE, "false");
}

/** Runs `then` once the page has loaded: at once on a page the app draws later. */
function afterLoad(then: () => void): void {
  if (document.readyState === "complete") then();
  else addEventListener("load", then, { once: true });
}

export function installVideoToggle(): void {
  /** Videos whose button the visitor has pressed: theirs is the say from then on. */
  const pressed = new WeakSet<Element>();
  forEachNewElement(`${MEDIA} video`, (video) => {
    const media = video.closest(MEDIA);
    if (media && !prefersStillHero()) afterLoad(() => pressed.has(media) || void play(media));
  });
  document.addEventListener("click", (event) => {
    const media = eventTarget(event, `[${VIDEO_TOGGLE_ATTRIBUTE}]`)?.closest(MEDIA);
    if (!media) return;
    pressed.add(media);
    toggle(media);
  });
}
