/** An app's settings for the standalone upstream; apart from standalone.ts so importing starts nothing. */
import { MOCK_CONTENT_URL, MOCK_PROVIDER_BASE_PATH } from './index';
import { simulatedServicesEnv } from './environment';

export const UPSTREAM_PREFIX = { api: '/_upstream/api', cms: '/_upstream/cms', geo: '/_upstream/geo' };

export function standaloneUpstreamEnv(origin: string): Record<string, string> {
  const base = origin.replace(/\/$/, '');
  return simulatedServicesEnv({
    api: `${base}${UPSTREAM_PREFIX.api}`,
    // The content path (/spaces/kodea) must survive: the handlers match on MOCK_CONTENT_URL.
    content: `${base}${UPSTREAM_PREFIX.cms}${new URL(MOCK_CONTENT_URL).pathname}`,
    location: `${base}${UPSTREAM_PREFIX.geo}`,
    provider: `${base}${MOCK_PROVIDER_BASE_PATH}`,
  });
}
