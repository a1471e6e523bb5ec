/**
 * Where the Playwright run's server writes its log (playwright.config.ts sets LOG_FILE to it) and
 * where the secrets check reads it. Outside test-results/, which Playwright empties at the start
 * of a run while the server may already be writing.
 */
export const E2E_SERVER_LOG = 'test-logs/e2e-server.log';
