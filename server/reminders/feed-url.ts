/** https for Google and the rest, webcal: for Apple; from PUBLIC_URL, never the request's Host. */
import { getEnv } from '../env';

export interface FeedUrls {
  url: string;
  webcalUrl: string;
}

export function feedUrls(token: string, origin = getEnv().publicOrigin): FeedUrls {
  const url = `${origin}/calendario/${encodeURIComponent(token)}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}
