/** Addresses and secrets of the simulated upstream. Only mocks/ and the server entry read this. */
export const MOCK_API_URL = 'http://api.kodea.mock';
export const MOCK_CONTENT_URL = 'http://cms.kodea.mock/spaces/kodea';
export const MOCK_CONTENT_TOKEN = 'mock-content-delivery-token';
export const MOCK_REMINDERS_SERVICE_TOKEN = 'mock-reminders-service-token';
export const MOCK_LOCATION_URL = 'http://geo.kodea.mock';
export const MOCK_CARD_PROVIDER = 'niubiz';
export const MOCK_MERCHANT_ID_PEN = '522591303';
export const MOCK_MERCHANT_ID_USD = '522591304';
export const MOCK_PROVIDER_BASE_PATH = '/__card-provider';
export const MOCK_GLOBAL_PROVIDER = 'stripe';
export const MOCK_GLOBAL_PROVIDER_KEY = 'pk_test_kodea_mock';
export const MOCK_LOCAL_PROVIDER = 'pagoefectivo';
/** The simulated student platform, on this server but always as localhost: another origin. */
export function mockStudentPlatformOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return `http://localhost:${env.PORT || 3000}`;
}
