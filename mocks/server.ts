/** What the server entry needs to run on the mock backend; imported only without UPSTREAM_URL. */
import type { Express } from 'express';
import { mountCardProvider } from './card-provider/routes';
import { mountMediaFiles } from './linked-sites/media-files/routes';
import { mountPaymentLinks } from './linked-sites/payment-links';
import { mountStudentPlatform } from './linked-sites/student-platform/routes';
import { mountRecordingPlayer } from './linked-sites/recording-player/routes';
import { mockServer } from './node';
import { mountSupportForm } from './support/access';
import { mountPaymentsLedger, type LedgerOptions } from './support/payments-ledger';
import { mountRemindersLedger } from './support/reminders-ledger';
import { mountMessagesPage } from './support/messages-page';
import { mountSessionRoute, type SessionRouteOptions } from './support/session';
import { mountCheckoutSupport } from './support/checkout-pages';
import { mountWaitlistSupport } from './support/waitlist-page';
import { mountMakeUpsSupport } from './support/make-ups-page';
import { mountDataRequestsSupport } from './support/data-requests-page';
import { mountComplaintsSupport } from './support/complaints-page';
import { mountReceiptsSupport } from './support/receipts-page';
import { mountTrialClassesPage } from './support/trial-classes-page';
import { mountGenerateFamily } from './support/generate-family';
import { mountGenerateOrganization } from './support/generate-organization';
import { runWithScenario } from './scenarios/context';
import { mountScenarioPage, scenarioFromCookie } from './scenarios/page';
import { resetDatabase } from './db/seed';
import { logContractChecks } from './contract/log';

export { configureMockEnvironment } from './config/environment';
export { currentScenario } from './scenarios/context';
export { supportTokenStatus } from './support/token';

export type MockRoutesOptions = Omit<LedgerOptions, 'ownRecordsWithoutToken'> &
  SessionRouteOptions & {
    /** Development: support pages open to this machine's browser, the ledger to its own user. */
    supportPagesOpenLocally: boolean;
  };

/** Outgoing requests we do not simulate fail loudly and never leave the machine; localhost passes. */
export function startMockBackend(): void {
  resetDatabase();
  // The integration suite's check of each answer against the contract; off unless asked for.
  logContractChecks();
  mockServer.listen({
    onUnhandledRequest(request, print) {
      if (new URL(request.url).hostname !== 'localhost') print.error();
    },
  });
}

/** The mock-only routes; the app passes its session code in, as mocks/ never imports server/. */
export function mountMockRoutes(app: Express, options: MockRoutesOptions): void {
  // Only a request naming a scenario enters the async context: tracking costs every promise.
  app.use((req, _res, next) => {
    const scenario = scenarioFromCookie(req.headers.cookie);
    return scenario ? runWithScenario(scenario, next) : next();
  });
  const policy = { openLocally: options.supportPagesOpenLocally };
  mountSupportForm(app);
  mountScenarioPage(app, policy);
  mountCheckoutSupport(app, policy);
  mountWaitlistSupport(app, policy);
  mountMakeUpsSupport(app, policy);
  mountDataRequestsSupport(app, policy);
  mountComplaintsSupport(app, policy);
  mountReceiptsSupport(app, policy);
  mountMessagesPage(app, policy);
  mountCardProvider(app);
  mountPaymentsLedger(app, { ...options, ownRecordsWithoutToken: options.supportPagesOpenLocally });
  mountTrialClassesPage(app);
  mountRemindersLedger(app);
  mountSessionRoute(app, options);
  mountGenerateFamily(app);
  mountGenerateOrganization(app);
  // What the simulated API's answers link to.
  mountStudentPlatform(app);
  mountRecordingPlayer(app);
  mountMediaFiles(app);
  mountPaymentLinks(app);
}
