import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_SERVER_LOG } from './tests/e2e-logs/log-file';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Debian's Chromium, headless-shell build (scripts/ensure-chromium.sh installs it; decision 048).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
// A fresh embedded store per run (sessions, throttles and payments of earlier runs would leak in).
// Set in the environment so that the workers, which load this file again, reuse the runner's one.
process.env.KODEA_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'kodea-e2e-data-'));
const DATA_DIR = process.env.KODEA_E2E_DATA_DIR;

/**
 * A flow runs in both projects, with JavaScript (enhanced) and without it (plain HTML forms), only
 * where its behaviour differs (docs/testing.md): the card forms, dialogs, in-place forms, client
 * navigation. A spec whose pages and forms behave the same either way runs once: without
 * JavaScript when its pages do not hydrate (what the server sends is all there is), with
 * JavaScript when they do (what most parents get), and axe always with JavaScript. Inside a spec
 * that runs in both, a test whose behaviour does not differ is tagged for one project: `@js` (a
 * hydrated page, an enhancement, axe) or `@no-js` (what the server sends).
 */
const ONLY_WITHOUT_JS = [
  'add-child',
  'buy-actions',
  'calendar-links',
  'campaigns',
  'catalogue',
  'catalogue-pages',
  'class-history',
  'complaints-book',
  'logout-revocation',
  'make-ups',
  'parents-downloads',
  'parents-pages',
  'paths-in-sight',
  'product-pages',
  'refunds',
  'public-pages',
  'scenarios',
  'student-zone',
  'vacation',
].map((name) => `${name}.spec.ts`);
const ONLY_WITH_JS = [
  'a11y',
  'checkout-a11y',
  'checkout-codes',
  'checkout-scenarios',
  'duplicate-payment',
  'layout-polish',
  'organization',
  'parents-a11y',
  'parents-actions',
  'parents-dashboard',
  'parents-scenarios',
  'payment-child',
  'privacy-complaints-a11y',
  'referral',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    // Recorded only when a failed test runs again (CI retries once), as Playwright advises:
    // recording every test's trace slows every test down.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'js-on', use: { javaScriptEnabled: true }, testIgnore: ONLY_WITHOUT_JS, grepInvert: /@no-js\b/ },
    { name: 'js-off', use: { javaScriptEnabled: false }, testIgnore: ONLY_WITH_JS, grepInvert: /@js\b/ },
  ],
  webServer: {
    // The production build on the offline mock backend, exactly as `npm start` serves it. In CI
    // scripts/test-all.sh has just built it.
    command: process.env.CI ? 'node build/index.js' : 'npm run build && node build/index.js',
    url: `http://localhost:${PORT}/healthz`,
    // MOCK_SUPPORT_TOKEN: the tests read every user's payments with it (tests/e2e/support.ts SUPPORT_TOKEN).
    // LOG_FILE: the server's JSON log, which tests/e2e-logs/no-secrets.ts checks after the run.
    env: {
      // As deployed: React's production build renders the pages, and /__mocks asks for its token.
      // The cookie goes over plain http here, where the tests run.
      NODE_ENV: 'production',
      MOCK_BACKEND: 'on',
      COOKIE_SECURE: 'false',
      SESSION_SECRET: 'e2e-only-session-secret-0123456789abcdef',
      PORT: String(PORT),
      UPSTREAM_TIMEOUT_MS: '1500',
      // Under the optional-slow scenario's 1 s, with room for a loaded machine's first views.
      OPTIONAL_SECTION_TIMEOUT_MS: '700',
      MOCK_SUPPORT_TOKEN: 'e2e-support-token',
      DATA_DIR,
      LOG_FILE: E2E_SERVER_LOG,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
