'use client';

import { useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { fromScreen } from '@/tailwind.config';

export interface VideoFacadeProps {
  videoId: string;
  title: string;
  /** The play button's name, read out by screen readers. */
  playLabel: string;
  poster: string;
}

function videoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/**
 * Our own poster and play button; the video network's frame loads only after the click
 * (docs/decisions/019-click-to-load-video.md).
 */
export function VideoFacade({ videoId, title, playLabel, poster }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-navy-950 shadow-xl ring-1 ring-navy-100">
      {playing ? (
        <iframe
          ref={frameRef}
          src={videoEmbedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 block size-full focus-visible:outline-4 focus-visible:-outline-offset-4"
        >
          <ResponsiveImage src={poster} alt="" width={640} height={360} sizes={`${fromScreen('lg')} 768px, 100vw`} className="w-full" />
          <span className="absolute inset-0 flex items-center justify-center bg-navy-950/30 group-hover:bg-navy-950/10">
            <span className="flex size-20 items-center justify-center rounded-full bg-gold-400 text-navy-950 shadow-xl ring-8 ring-white/30 group-hover:bg-gold-300 sm:size-24">
              <svg viewBox="0 0 24 24" className="ml-1 size-9" fill="currentColor" aria-hidden="true">
                <path d="M7 4.5v15l13-7.5z" />
              </svg>
            </span>
          </span>
          <span className="sr-only">{playLabel}</span>
        </button>
      )}
    </div>
  );
}
