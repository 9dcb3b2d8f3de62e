import { useEffect, useRef } from 'react';
import './sermon-video.css';

/** The embedded player's address from a second (YouTube's privacy-enhanced host; the CSP allows it). */
export const embedUrl = (videoId: string, start: number | null, autoplay: boolean) => {
  const q = new URLSearchParams({ rel: '0', ...(autoplay ? { autoplay: '1' } : {}) });
  if (start !== null) q.set('start', String(Math.floor(start)));
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${q}`;
};

/** What the workflow asks the player to do: play from `start` (`n` counts requests, so the same time plays again). */
export interface PlayRequest {
  start: number;
  n: number;
}

/**
 * The sermon's video, embedded only once the viewer asks to play it (no request to the video host
 * before, issue 36: readers are anonymous): in the dashboard a timestamp or a reference loads it from that
 * second; on a study's page the cover is its poster. `referrerPolicy` sends our origin, which the embed
 * needs; the page's own policy sends none.
 */
export const SermonVideo = ({
  videoId,
  title,
  play,
  onPlay,
  poster,
  label = 'Play the sermon',
}: {
  videoId: string;
  title: string;
  play: PlayRequest | null;
  onPlay: (start: number) => void;
  /** A picture served by Emmaus (the study's cover), behind the play button. */
  poster?: string | null | undefined;
  label?: string;
}) => {
  const box = useRef<HTMLDivElement>(null);
  // On a phone the player is below the notes: a time chosen there brings it into view.
  useEffect(() => {
    if (play) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [play]);
  return (
    <div className="sermon-video" ref={box}>
      {play ? (
        <iframe
          key={play.n}
          src={embedUrl(videoId, play.start, true)}
          title={`Video: ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className="sermon-video-start"
          style={poster ? { backgroundImage: `url("${poster.replace(/"/g, '%22')}")` } : undefined}
          onClick={() => onPlay(0)}
        >
          <span className="sermon-video-play">
            <span aria-hidden="true">▶</span> {label}
          </span>
        </button>
      )}
    </div>
  );
};
