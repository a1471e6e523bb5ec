/**
 * Everything the server entry needs to run on the offline mock backend. Imported by
 * server/index.ts only when no UPSTREAM_URL is configured.
 */
import type { Express } from 'express';
import { mountCardProvider } from './card-provider/routes';
import { mountLinkedSites } from './linked-sites';
import { mockServer } from './node';
import { mountSupportForm } from './support/access';
import { mountPaymentsLedger, type LedgerOptions } from './support/payments-ledger';
import { mountRemindersLedger } from './support/reminders-ledger';
import { mountSessionRoute, type SessionRouteOptions } from './support/session';
import { mountCheckoutSupport } from './support/checkout-pages';
import { mountTrialClassesPage } from './support/trial-classes-page';
import { mountGenerateFamily } from './support/generate-family';
import { mountGenerateOrganization } from './support/generate-organization';
import { runWithScenario } from './scenarios/context';
import { mountScenarioPage, scenarioFromCookie } from './scenarios/page';
import { resetDatabase } from './db/seed';

export { configureMockEnvironment } from './config/environment';
export { currentScenario } from './scenarios/context';
export { supportTokenStatus } from './support/token';

export type MockRoutesOptions = Omit<LedgerOptions, 'ownRecordsWithoutToken'> &
  SessionRouteOptions & {
    /**
     * Development: the support pages (codes, e-mails) open to this machine's own browser, and the
     * payments ledger shows a signed-in user their own records. Production (MOCK_BACKEND=on): the
     * support token for every /__mocks page and action but the scenario switcher (decision 073).
     */
    supportPagesOpenLocally: boolean;
  };

/**
 * The simulated upstream answers the process's outgoing requests (msw's setupServer, the same
 * handlers as the tests and the standalone backend). Requests we do not simulate fail loudly and
 * never leave the machine; localhost passes (the app's own linked pages).
 */
export function startMockBackend(): void {
  resetDatabase();
  mockServer.listen({
    onUnhandledRequest(request, print) {
      if (new URL(request.url).hostname !== 'localhost') print.error();
    },
  });
}

/**
 * Scenario per request, the /__mocks page, the card provider's browser side, the payments
 * ledger and the tests' sign-in route. `currentUserId` resolves the signed-in user from the
 * app's session, so that in development the ledger shows a visitor without the support token
 * their own payments only; `openSession` is the app's own session code storing a sign-in
 * (mocks/ never imports server/).
 */
export function mountMockRoutes(app: Express, options: MockRoutesOptions): void {
  // Only a request that names a scenario enters the async context: tracking it costs every
  // promise of the request, and most requests (and every benchmark) use the normal answers.
  app.use((req, _res, next) => {
    const scenario = scenarioFromCookie(req.headers.cookie);
    return scenario ? runWithScenario(scenario, next) : next();
  });
  const policy = { openLocally: options.supportPagesOpenLocally };
  mountSupportForm(app);
  mountScenarioPage(app, policy);
  mountCheckoutSupport(app, policy);
  mountCardProvider(app);
  mountPaymentsLedger(app, { ...options, ownRecordsWithoutToken: options.supportPagesOpenLocally });
  mountTrialClassesPage(app);
  mountRemindersLedger(app);
  mountSessionRoute(app, options);
  mountGenerateFamily(app);
  mountGenerateOrganization(app);
  mountLinkedSites(app);
}
