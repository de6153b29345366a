import type { HomeContent } from "../../content/generated/home.ts";
import { PLAYING_ATTRIBUTE, VIDEO_TOGGLE_ATTRIBUTE } from "../../lib/page-script/data-attributes";

type Video = HomeContent["hero"]["video"];

/**
 * The hero's background: the poster image is what loads first and is the page's largest paint; the
 * muted looping video is fetched only once the page script starts it (video-toggle.ts), and not at all
 * under reduced motion or Save-Data until the visitor presses play. The pause/play button meets WCAG
 * 2.2.2; its two labels are both here, and home.css shows the one that fits.
 */
export function HeroVideo({ video }: { video: Video }) {
  const state = { [PLAYING_ATTRIBUTE]: "false" };
  return (
    <div className="hero__media" {...state}>
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
        className="hero__video"
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
      <button type="button" className="hero__video-toggle needs-script" {...{ [VIDEO_TOGGLE_ATTRIBUTE]: "" }}>
        <span className="hero__video-pause">
          <span aria-hidden="true" className="icon-pause" />
          {video.pauseLabel}
        </span>
        <span className="hero__video-play">
          <span aria-hidden="true" className="icon-play" />
          {video.playLabel}
        </span>
      </button>
    </div>
  );
}
