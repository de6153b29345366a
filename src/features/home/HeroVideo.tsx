import { useEffect, useRef, useState } from "react";
import type { HomeContent } from "../../content/generated/home.ts";

type Video = HomeContent["hero"]["video"];

/** Whether the visitor asked for less motion or less data (docs/decisions.md 16: then no autoplay). */
function prefersStillHero(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return saveData || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The hero's background: the poster image is what loads first and is the page's largest paint;
 * the muted looping video is only fetched after hydration, and not at all under reduced motion or
 * Save-Data until the visitor presses play. The pause/play button meets WCAG 2.2.2.
 */
export function HeroVideo({ video }: { video: Video }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    setHydrated(true);
    if (!prefersStillHero()) void play(ref.current, setPlaying);
  }, []);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (playing) {
      element.pause();
      setPlaying(false);
    } else {
      void play(element, setPlaying);
    }
  };

  return (
    <div className="hero__media">
      <picture>
        <source srcSet={video.poster.avif} type="image/avif" />
        <img
          className="hero__poster"
          src={video.poster.webp}
          alt=""
          width={video.poster.width}
          height={video.poster.height}
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <video
        ref={ref}
        className="hero__video"
        data-playing={playing}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        width={video.poster.width}
        height={video.poster.height}
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
      </video>
      {hydrated && (
        <button type="button" className="hero__video-toggle" onClick={toggle}>
          <span aria-hidden="true" className={playing ? "icon-pause" : "icon-play"} />
          {playing ? video.pauseLabel : video.playLabel}
        </button>
      )}
    </div>
  );
}

async function play(element: HTMLVideoElement | null, setPlaying: (playing: boolean) => void): Promise<void> {
  if (!element) return;
  try {
    element.muted = true;
    await element.play();
    setPlaying(true);
  } catch {
    // Autoplay refused or the file failed: the poster stays, and the button offers play.
    setPlaying(false);
  }
}
