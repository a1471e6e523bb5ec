/** The app's upstream settings pointing at the simulated services, in-process or standalone. */
import * as mock from './index';
import { MOCK_BUSINESS_SETTINGS } from './business-settings';
import { MOCK_PRIVACY_SETTINGS } from './privacy-settings';

export interface SimulatedServiceUrls {
  api: string;
  content: string;
  location: string;
  provider: string;
}

export function simulatedServicesEnv(urls: SimulatedServiceUrls): Record<string, string> {
  return {
    UPSTREAM_URL: urls.api,
    CONTENT_URL: urls.content,
    CONTENT_TOKEN: mock.MOCK_CONTENT_TOKEN,
    LOCATION_URL: urls.location,
    CARD_PROVIDER: mock.MOCK_CARD_PROVIDER,
    CARD_PROVIDER_SCRIPT_URL: `${urls.provider}/checkout.js`,
    CARD_PROVIDER_HOSTED_URL: `${urls.provider}/pay`,
    GLOBAL_CARD_PROVIDER: mock.MOCK_GLOBAL_PROVIDER,
    GLOBAL_CARD_PROVIDER_KEY: mock.MOCK_GLOBAL_PROVIDER_KEY,
    GLOBAL_CARD_PROVIDER_SCRIPT_URL: `${urls.provider}/global/elements.js`,
    GLOBAL_CARD_PROVIDER_HOSTED_URL: `${urls.provider}/global/checkout`,
    LOCAL_PAYMENTS_PROVIDER: mock.MOCK_LOCAL_PROVIDER,
    MERCHANT_ID_PEN: mock.MOCK_MERCHANT_ID_PEN,
    MERCHANT_ID_USD: mock.MOCK_MERCHANT_ID_USD,
    REMINDERS_SERVICE_TOKEN: mock.MOCK_REMINDERS_SERVICE_TOKEN,
    ...MOCK_PRIVACY_SETTINGS,
    ...MOCK_BUSINESS_SETTINGS,
  };
}

export function configureMockEnvironment(env: NodeJS.ProcessEnv): void {
  const defaults = simulatedServicesEnv({
    api: mock.MOCK_API_URL,
    content: mock.MOCK_CONTENT_URL,
    location: mock.MOCK_LOCATION_URL,
    provider: mock.MOCK_PROVIDER_BASE_PATH,
  });
  for (const [key, value] of Object.entries(defaults)) env[key] ??= value;
  // Always localhost: from a page at 127.0.0.1 the platform is another origin, as a real one is.
  env.STUDENT_PLATFORM_URL ??= mock.mockStudentPlatformOrigin(env);
  // The simulated recordings' player (mocks/linked-sites/recording-player/), the same way.
  env.RECORDING_PLAYER_URL ??= mock.mockStudentPlatformOrigin(env);
}
