/**
 * Lint holds the floor plan (docs/architecture.md rules 4, 10 and 11; decision 029): the usual TypeScript, React hooks
 * and accessibility rules, plus the import boundaries between the floors:
 *
 *   kernel/  ← shared rules and Spanish copy; imports neither app/ nor server/
 *   server/  ← domain, tRPC, upstream client; never imports app/ (nor mocks/, except its entry)
 *   app/     ← routes and views; imports server/ only for types, or from server-only modules
 *              (`*.server.ts`, route modules' loaders/actions) through the session and the caller
 *   mocks/   ← the simulated upstream; app/ and server/ never know it exists
 */
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What a loader or action may import from server/ at runtime (rule 11): the session, the way in
 * (the tRPC caller, its context and typed outcomes), request plumbing (env, HTTP helpers, logs, the
 * store's outage answers, the page cache), form schemas and option lists shared with the
 * procedures, and pure view builders that do no I/O. Anything else (upstream clients, payments,
 * throttles, the store) is reached through a procedure. Type imports are always allowed.
 */
const SERVER_ENTRY_POINTS = [
  '@server/session.server',
  '@server/auth/auth',
  '@server/auth/sealed-secret',
  '@server/trpc/root',
  '@server/trpc/context',
  '@server/trpc/browser-router',
  '@server/trpc/outcomes',
  '@server/env',
  '@server/http/*',
  '@server/log/*',
  '@server/store/errors',
  '@server/store/responses',
  '@server/cache/page-cache',
  // Keeps a view with the cached answers it was made from (no upstream, no store).
  '@server/cache/made-from',
  '@server/validation/*',
  '@server/forms/**',
  // Pure view builders (no upstream, no store), checked by their own imports.
  '@server/parents/dashboard-view',
  '@server/parents/tech-requirements',
  '@server/parents/urls',
  '@server/parents/recommended',
  '@server/parents/calendar',
  '@server/parents/class-history-view',
  // What a live part watches (issue 77), from the answer the page renders: seeds its procedure's state.
  '@server/waitlist/entry-states',
  '@server/make-ups/make-up-states',
  '@server/organization/filters',
  '@server/complaints/record',
  // The provider's legal identity from configuration (env only).
  '@server/complaints/provider',
  // The business as the receipts' issuer, from configuration (env only); issue 55.
  '@server/business/identity',
  // The printed receipt's texts and QR (pure) and the QR drawn into a PDF (no I/O).
  '@server/invoice-checkout/electronic-receipt-view',
  '@server/pdf/*',
  // Who is charging and the support contact, from configuration (env only).
  '@server/site/merchant-facts',
  // The privacy policy's controller, data bank and recipients, from configuration (env only).
  '@server/privacy/policy-facts',
  '@server/vacation-purchase/schedule-text',
  '@server/vacation-purchase/purchase-blocks',
  '@server/vacation-purchase/child-rules',
  '@server/site/thank-you',
  '@server/site/video-embed',
  '@server/site/organization-json-ld',
  '@server/catalogue/course-json-ld',
  '@server/catalogue/buy-actions',
  // The time-zone order (browser cookie, user's country, Lima): a pure rule, no I/O.
  '@server/location/time-zone',
  // The invitation URLs' kind slugs (decision 035): a pure table, no I/O.
  '@server/referral/kinds',
  // A sale's reference, addresses, card step and payment result (decision 104): no I/O.
  '@server/sales/sale-ref',
  '@server/sales/result-view',
  '@server/sales/sale-path',
  '@server/sales/card-view',
  // The card providers' hosted forms, from configuration (env only).
  '@server/card-provider/hosted-forms',
];

/** An entry of SERVER_ENTRY_POINTS as a regular expression: `dir/*` is any module below `dir`. */
const entryPattern = (entry) =>
  entry
    .replace(/^@server\//, '')
    .replace(/[.]/g, '\\.')
    .replace(/\/\*\*?$/, '/.+');

/** Client code (components, hooks, route views) must not pull server modules into the bundle. */
const clientMayOnlyImportServerTypes = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '^(@server/|(\\.\\./)+server/)',
          allowTypeImports: true,
          message:
            'Client code imports server/ only for types: shared rules and copy live in kernel/ (docs/architecture.md rule 10).',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'public/build/**',
      'bench/bare-remix/build/**',
      'bench/bare-remix/build-routes/**',
      'bench/bare-remix/public/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.cache/**',
      '.data/**',
      'tests/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: './app',
              message:
                'server/ never imports app/: move the shared rule to kernel/ (docs/architecture.md rule 10).',
            },
            {
              target: './kernel',
              from: ['./app', './server', './mocks'],
              message:
                'kernel/ stands below app/ and server/: it imports neither (docs/architecture.md rule 10).',
            },
            {
              target: ['./app', './server'],
              from: './mocks',
              except: [],
              message:
                'app/ and server/ never know whether the upstream is mocked (docs/architecture.md rule 4).',
            },
          ],
        },
      ],
    },
  },
  {
    // These modules match control characters on purpose, to refuse or neutralise them (open
    // redirects, unsafe URLs, forged log lines).
    files: ['app/lib/safe-redirect.ts', 'server/http/request-log.ts', 'server/upstream/schemas/safe-url.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // The simulated providers' pages run in the browser.
    files: ['mocks/**/assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Playwright's fixtures take their dependencies by destructuring; `{}` means "none".
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // The one entry allowed to start the simulated backend in mock mode.
    files: ['server/index.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  { files: ['app/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Focus management without JavaScript: after a form comes back with an error, the server-rendered
    // page focuses the message or the first invalid field (decision 005), which is what autoFocus is for.
    // The error summary (issue 20) does the same for a form with several errors.
    files: [
      'app/components/auth/login-dialog.tsx',
      'app/components/ui/password-field.tsx',
      'app/components/forms/error-summary.tsx',
    ],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}', 'app/routes/**', 'app/entry.server.tsx'],
    rules: clientMayOnlyImportServerTypes,
  },
  {
    // Loaders and actions: the session, the caller and types only (rule 11).
    files: ['app/**/*.server.{ts,tsx}', 'app/routes/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@server/(?!(${SERVER_ENTRY_POINTS.map(entryPattern).join('|')})$)`,
              allowTypeImports: true,
              message:
                'Loaders and actions reach the domain through the tRPC caller (app/lib/trpc.server.ts), the session and types (docs/architecture.md rule 11).',
            },
            {
              regex: '^(\\.\\./)+server/',
              message: 'app/ names server modules by the @server/ alias, so the boundary rules see them.',
            },
          ],
        },
      ],
    },
  },
);
