/**
 * The business settings in mock mode (issue 75 points 1, 6 and 7), as the privacy policy's are
 * (privacy-settings.ts): who Kodea is, the one rule for sales abroad and the day's exchange rate.
 * A real deployment sets its own (.env.example); outside mock mode the server refuses to start
 * without them. The simulated API issues its receipts as this issuer, so a complaint sheet, the
 * privacy policy and every receipt name the same one.
 */
export const MOCK_BUSINESS_SETTINGS = {
  BUSINESS_LEGAL_NAME: 'Kodea Educación S.A.C.',
  BUSINESS_RUC: '20612345679',
  BUSINESS_ADDRESS: 'Av. José Larco 1232, oficina 501, Miraflores, Lima, Perú',
  /** Mock mode's default: a live class given from Peru to a family abroad is an export of services. */
  FOREIGN_SALES_TAX_TREATMENT: 'export',
  /** Soles per dollar: S/ 700 is $186.66. */
  USD_PEN_EXCHANGE_RATE: '3.75',
} as const;

/**
 * The rate the simulated API converts with: the one the app was started with, so both check the
 * named boleta alike; the standalone simulator, started alone, uses mock mode's.
 */
export function mockExchangeRate(env: NodeJS.ProcessEnv = process.env): number {
  const rate = Number(env.USD_PEN_EXCHANGE_RATE);
  return Number.isFinite(rate) && rate > 0 ? rate : Number(MOCK_BUSINESS_SETTINGS.USD_PEN_EXCHANGE_RATE);
}
