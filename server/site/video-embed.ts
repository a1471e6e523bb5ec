/** Videos embed from youtube-nocookie.com (no cookie until play); without JavaScript the plain link. */
const YOUTUBE_ID = /^[\w-]{11}$/;

/** Null for anything else. */
export function youtubeId(videoUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : url.pathname.match(/^\/embed\/([^/]+)/)?.[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** Null when not embeddable. */
export function embedUrlFor(videoUrl: string): string | null {
  const id = youtubeId(videoUrl);
  return id ? `${VIDEO_EMBED_ORIGIN}/embed/${id}?autoplay=1&rel=0` : null;
}
