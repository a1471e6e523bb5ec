/** This site's origins that may be reached over plain http (development and mock mode). */
import { getEnv } from '../../env';

export function ownOrigins(): string[] {
  const env = getEnv();
  return [...new Set([`http://localhost:${env.PORT}`, env.publicOrigin])];
}
