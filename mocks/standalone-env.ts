/**
 * What an app instance needs in its environment to use the standalone mock upstream
 * (mocks/standalone.ts) with mock mode OFF: the production code path against one simulated
 * backend shared by several instances. Kept apart from standalone.ts so that importing it
 * starts nothing. Mirrors configureMockEnvironment (environment.ts), with absolute URLs.
 */
import {
  MOCK_CARD_PROVIDER,
  MOCK_CONTENT_TOKEN,
  MOCK_CONTENT_URL,
  MOCK_GLOBAL_PROVIDER,
  MOCK_GLOBAL_PROVIDER_KEY,
  MOCK_MERCHANT_ID_PEN,
  MOCK_MERCHANT_ID_USD,
  MOCK_PROVIDER_BASE_PATH,
} from './config';

/** Path prefixes under which the standalone answers for each simulated service. */
export const UPSTREAM_PREFIX = { api: '/_upstream/api', cms: '/_upstream/cms', geo: '/_upstream/geo' };

/** `origin`: where the standalone listens, e.g. http://127.0.0.1:4010 (no trailing slash). */
export function standaloneUpstreamEnv(origin: string): Record<string, string> {
  const base = origin.replace(/\/$/, '');
  const provider = `${base}${MOCK_PROVIDER_BASE_PATH}`;
  return {
    UPSTREAM_URL: `${base}${UPSTREAM_PREFIX.api}`,
    // The content path (/spaces/kodea) must survive: the handlers match on MOCK_CONTENT_URL.
    CONTENT_URL: `${base}${UPSTREAM_PREFIX.cms}${new URL(MOCK_CONTENT_URL).pathname}`,
    CONTENT_TOKEN: MOCK_CONTENT_TOKEN,
    LOCATION_URL: `${base}${UPSTREAM_PREFIX.geo}`,
    CARD_PROVIDER: MOCK_CARD_PROVIDER,
    CARD_PROVIDER_SCRIPT_URL: `${provider}/checkout.js`,
    CARD_PROVIDER_HOSTED_URL: `${provider}/pay`,
    GLOBAL_CARD_PROVIDER: MOCK_GLOBAL_PROVIDER,
    GLOBAL_CARD_PROVIDER_KEY: MOCK_GLOBAL_PROVIDER_KEY,
    GLOBAL_CARD_PROVIDER_SCRIPT_URL: `${provider}/global/elements.js`,
    GLOBAL_CARD_PROVIDER_HOSTED_URL: `${provider}/global/checkout`,
    MERCHANT_ID_PEN: MOCK_MERCHANT_ID_PEN,
    MERCHANT_ID_USD: MOCK_MERCHANT_ID_USD,
  };
}
