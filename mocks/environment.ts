/** Points the app's upstream settings at the simulated services (only where the operator left them unset). */
import {
  MOCK_API_URL,
  MOCK_CARD_PROVIDER,
  MOCK_CONTENT_TOKEN,
  MOCK_CONTENT_URL,
  MOCK_GLOBAL_PROVIDER,
  MOCK_GLOBAL_PROVIDER_KEY,
  MOCK_LOCATION_URL,
  MOCK_MERCHANT_ID_PEN,
  MOCK_MERCHANT_ID_USD,
  MOCK_PROVIDER_BASE_PATH,
} from './config';

export function configureMockEnvironment(env: NodeJS.ProcessEnv): void {
  const defaults: Record<string, string> = {
    UPSTREAM_URL: MOCK_API_URL,
    CONTENT_URL: MOCK_CONTENT_URL,
    CONTENT_TOKEN: MOCK_CONTENT_TOKEN,
    LOCATION_URL: MOCK_LOCATION_URL,
    CARD_PROVIDER: MOCK_CARD_PROVIDER,
    CARD_PROVIDER_SCRIPT_URL: `${MOCK_PROVIDER_BASE_PATH}/checkout.js`,
    CARD_PROVIDER_HOSTED_URL: `${MOCK_PROVIDER_BASE_PATH}/pay`,
    GLOBAL_CARD_PROVIDER: MOCK_GLOBAL_PROVIDER,
    GLOBAL_CARD_PROVIDER_KEY: MOCK_GLOBAL_PROVIDER_KEY,
    GLOBAL_CARD_PROVIDER_SCRIPT_URL: `${MOCK_PROVIDER_BASE_PATH}/global/elements.js`,
    GLOBAL_CARD_PROVIDER_HOSTED_URL: `${MOCK_PROVIDER_BASE_PATH}/global/checkout`,
    MERCHANT_ID_PEN: MOCK_MERCHANT_ID_PEN,
    MERCHANT_ID_USD: MOCK_MERCHANT_ID_USD,
  };
  for (const [key, value] of Object.entries(defaults)) env[key] ??= value;
}
