import { useEffect, useRef } from 'react';
import { embedUrl } from './transcript-moments.ts';

/** What the workflow asks the player to do: play from `start` (`n` counts requests, so the same time plays again). */
export interface PlayRequest {
  start: number;
  n: number;
}

/**
 * The sermon's video, embedded only once the publisher asks to play it (no request to the video host
 * before): a timestamp or a reference loads it from that second. `referrerPolicy` sends our origin, which
 * the embed needs; the page's own policy sends none.
 */
export const SermonVideo = ({
  videoId,
  title,
  play,
  onPlay,
}: {
  videoId: string;
  title: string;
  play: PlayRequest | null;
  onPlay: (start: number) => void;
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
        <button type="button" className="sermon-video-start" onClick={() => onPlay(0)}>
          <span aria-hidden="true">▶</span> Play the sermon
        </button>
      )}
    </div>
  );
};
