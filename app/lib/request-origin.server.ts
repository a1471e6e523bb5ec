/** PUBLIC_URL, never the request's Host, which a client chooses and a CDN would share. */
import { getEnv } from '@server/env';

export function publicOrigin(): string {
  return getEnv().publicOrigin;
}
