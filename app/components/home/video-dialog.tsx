import type { Video } from '@server/site/home';
import { useEffect, useRef } from 'react';
import { enhanceVideos } from '~/enhance/video';
import { LazyImage } from '~/components/ui/lazy-image';

export function VideoTile({ video, headingLevel = 3 }: { video: Video; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <figure className="video-tile">
      <a
        href={video.watchUrl}
        className="video-tile__link"
        aria-label={`Ver video: ${video.title}`}
        {...(video.embedUrl ? { 'data-video-embed': video.embedUrl, 'data-video-title': video.title } : {})}
      >
        <LazyImage image={video.thumbnail} alt="" />
        <span className="video-tile__play" aria-hidden="true">
          Ver video
        </span>
      </a>
      <figcaption>
        <Heading className="video-tile__title">{video.title}</Heading>
        {video.description ? <p>{video.description}</p> : null}
      </figcaption>
    </figure>
  );
}

export function VideoDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => (ref.current ? enhanceVideos(ref.current) : undefined), []);
  return (
    <dialog ref={ref} className="video-dialog" aria-labelledby="video-dialog-title" data-video-dialog="">
      <div className="video-dialog__header">
        <h2 id="video-dialog-title" className="video-dialog__title">
          Video
        </h2>
        <form method="dialog">
          <button type="submit" className="button button--small button--secondary">
            Cerrar
          </button>
        </form>
      </div>
      <div className="video-dialog__frame">
        <iframe
          title="Reproductor de video"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </dialog>
  );
}
