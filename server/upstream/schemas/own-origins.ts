/**
 * This site's own origins that may be reached over plain http: the site as development and mock
 * mode serve it, http://localhost:$PORT (the simulated student platform lives there), and the
 * configured PUBLIC_URL. In production the site is https, which every link check accepts anyway.
 */
import { getEnv } from '../../env';

export function ownOrigins(): string[] {
  const env = getEnv();
  return [...new Set([`http://localhost:${env.PORT}`, env.publicOrigin])];
}
